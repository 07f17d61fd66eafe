/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { checkBuiltPageIdentity, expectedPage } from "../../../src/build/pageIdentity"

function writePage(root: string, route: string, html: string) {
  const dir = path.join(root, ...route.split("/").filter(Boolean))
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, "index.html"), html)
}

const sortSource = `---
title: std::sort
---

\`\`\`cpp run title="sort_co_ban.cpp"
int main() {}
\`\`\`
`

describe("built page identity", () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-identity-"))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("reads the title and the runnable example names of a source file", () => {
    expect(expectedPage("algorithms/sort.mdx", sortSource)).toEqual({
      file: "algorithms/sort.mdx",
      route: "/algorithms/sort",
      title: "std::sort",
      exampleTitles: ["sort_co_ban.cpp"],
    })
  })

  it("accepts a page showing its own title and examples", () => {
    writePage(
      root,
      "/algorithms/sort",
      '<title data-react-helmet="true">std::sort :: CppVN</title><pre>sort_co_ban.cpp</pre>',
    )
    expect(
      checkBuiltPageIdentity(root, [expectedPage("algorithms/sort.mdx", sortSource)], "CppVN"),
    ).toEqual([])
  })

  it("reports a page built with another file's title or body, and a missing page", () => {
    writePage(
      root,
      "/algorithms/sort",
      "<title>std::adjacent_find :: CppVN</title><pre>adjacent_find.cpp</pre>",
    )
    const pages = [
      expectedPage("algorithms/sort.mdx", sortSource),
      expectedPage("algorithms/count.mdx", "---\ntitle: std::count\n---\n"),
    ]
    expect(checkBuiltPageIdentity(root, pages, "CppVN")).toEqual([
      {
        file: "algorithms/sort.mdx",
        reason: expect.stringContaining("std::adjacent_find :: CppVN"),
      },
      { file: "algorithms/sort.mdx", reason: expect.stringContaining("sort_co_ban.cpp") },
      { file: "algorithms/count.mdx", reason: expect.stringContaining("/algorithms/count") },
    ])
  })
})
