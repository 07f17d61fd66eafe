import fs from "fs"
import os from "os"
import path from "path"
import { removeStreamNullBytes } from "../../../src/build/streamNullBytes"
import type { BuiltPage } from "../../../src/build/builtPages"

describe("NUL bytes of the streaming renderer", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-nul-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const page = (name: string, html: string): BuiltPage => {
    const file = path.join(dir, name)
    fs.writeFileSync(file, html)
    return { file, route: `/${name}`, html }
  }

  it("deletes them from the file and the page, and names the page", () => {
    const broken = page("a.html", "<p>Chu\u0000ẩn C++ và Thu\u0000\u0000ật toán</p>")
    const clean = page("b.html", "<p>Chuẩn C++</p>")
    const before = fs.statSync(clean.file).mtimeMs
    expect(removeStreamNullBytes([broken, clean])).toEqual(["/a.html"])
    expect(broken.html).toBe("<p>Chuẩn C++ và Thuật toán</p>")
    expect(fs.readFileSync(broken.file, "utf8")).toBe("<p>Chuẩn C++ và Thuật toán</p>")
    expect(fs.statSync(clean.file).mtimeMs).toBe(before)
  })
})
