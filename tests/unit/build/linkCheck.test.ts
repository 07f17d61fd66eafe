/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { checkBuiltSiteLinks } from "../../../src/build/linkCheck"

function writePage(root: string, route: string, html: string) {
  const dir = path.join(root, route)
  fs.mkdirSync(dir, { recursive: true })
  fs.writeFileSync(path.join(dir, "index.html"), `<html><body>${html}</body></html>`)
}

describe("built-site link check", () => {
  let root: string
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-links-"))
    writePage(
      root,
      "/",
      '<a href="/algorithms/sort#do-phuc-tap">sort</a><a href="https://example.com">x</a>',
    )
    writePage(
      root,
      "/algorithms/sort",
      '<h2 id="do-phuc-tap">Độ phức tạp</h2><a href="#vi-du">ví dụ</a><a href="/missing">m</a><a href="/missing">again</a>',
    )
    writePage(
      root,
      "/containers/vector/operator[]",
      '<a href="/containers/vector/operator%5B%5D">self</a>',
    )
  })
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

  it("reports missing pages once and missing anchors, and accepts valid and encoded links", () => {
    const broken = checkBuiltSiteLinks(root)
    expect(broken).toEqual([
      expect.objectContaining({ page: "/algorithms/sort/", href: "#vi-du" }),
      expect.objectContaining({ page: "/algorithms/sort/", href: "/missing" }),
    ])
  })
})
