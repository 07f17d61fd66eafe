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

const source = (title: string, text: string) =>
  `---\ntitle: ${title}\ndescription: Mô tả.\n---\n\n${text}\n`
const sort = expectedPage("algorithms/sort.mdx", source("std::sort", "Sắp xếp **phạm vi**."))

describe("built page identity", () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-identity-"))
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("reads the title and renders the article of a source file", () => {
    expect(sort).toEqual({
      file: "algorithms/sort.mdx",
      route: "/algorithms/sort",
      title: "std::sort",
      articleHtml: "<p>Sắp xếp <strong>phạm vi</strong>.</p>",
    })
  })

  it("accepts a page showing its own title and article", () => {
    writePage(
      root,
      "/algorithms/sort",
      `<title data-react-helmet="true">std::sort :: CppVN</title><div>${sort.articleHtml}</div>`,
    )
    expect(checkBuiltPageIdentity(root, [sort], "CppVN")).toEqual([])
  })

  it("reports another file's title, an outdated article and a missing page", () => {
    writePage(root, "/algorithms/sort", "<title>std::adjacent_find :: CppVN</title><p>Sắp xếp.</p>")
    const count = expectedPage("algorithms/count.mdx", source("std::count", "Đếm."))
    expect(checkBuiltPageIdentity(root, [sort, count], "CppVN")).toEqual([
      {
        file: "algorithms/sort.mdx",
        reason: expect.stringContaining("std::adjacent_find :: CppVN"),
      },
      { file: "algorithms/sort.mdx", reason: expect.stringContaining("khác nội dung") },
      { file: "algorithms/count.mdx", reason: expect.stringContaining("/algorithms/count") },
    ])
  })
})
