/**
 * Proves that a build on a warm .cache is correct: on top of an existing build it adds a page and edits another,
 * rebuilds without `gatsby clean`, checks every page; then removes the page and undoes the edit, rebuilds again,
 * checks again and that the removed page is gone. The content is left as it was found.
 *
 *   tsx scripts/check-warm-build.ts      (after a `gatsby build`; uses the same COUNTER_API_URL as that build)
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { checkBuiltSite } from "../src/build/builtSiteCheck"
import { readSiteSettings } from "../src/config/site"

const PUBLIC_DIR = path.resolve("public")
const ADDED_FILE = path.resolve("content/kiem-tra-build-am.mdx")
const ADDED_ROUTE_DIR = path.join(PUBLIC_DIR, "kiem-tra-build-am")
const EDITED_FILE = path.resolve("content/algorithms/count.mdx")
const EDIT_MARK = "Đoạn này được thêm để kiểm tra build trên bộ nhớ đệm cũ."

const ADDED_PAGE = `---
title: Trang kiểm tra build
description: Trang tạm thời, chỉ tồn tại trong lúc kiểm tra build trên bộ nhớ đệm cũ.
hide_from_sidebar: true
---

Trang tạm thời, có một [liên kết về trang chủ](/).
`

function build(step: string): void {
  const started = Date.now()
  execFileSync("npx", ["gatsby", "build"], { stdio: ["ignore", "ignore", "inherit"] })
  console.log(
    `  ${step}: build trên .cache cũ xong sau ${((Date.now() - started) / 1000).toFixed(0)} s`,
  )
}

function check(step: string): void {
  const report = checkBuiltSite(PUBLIC_DIR, readSiteSettings().title)
  if (report.problems.length > 0) throw new Error(`${step}:\n  ${report.problems.join("\n  ")}`)
  console.log(`  ${step}: ${report.pages} trang đúng tiêu đề, nội dung và liên kết`)
}

function main(): void {
  if (!fs.existsSync(path.join(PUBLIC_DIR, "index.html")))
    throw new Error("Chưa có bản build: chạy `npm run build` trước.")
  const original = fs.readFileSync(EDITED_FILE, "utf8")
  console.log(
    "Kiểm tra build trên bộ nhớ đệm cũ (thêm, sửa rồi xóa một trang, không gatsby clean):",
  )
  try {
    fs.writeFileSync(ADDED_FILE, ADDED_PAGE)
    fs.writeFileSync(EDITED_FILE, `${original.trimEnd()}\n\n${EDIT_MARK}\n`)
    build("thêm và sửa")
    check("thêm và sửa")
    if (
      !fs
        .readFileSync(path.join(ADDED_ROUTE_DIR, "index.html"), "utf8")
        .includes("Trang kiểm tra build")
    )
      throw new Error("trang mới thêm không có trong bản build")
  } finally {
    fs.rmSync(ADDED_FILE, { force: true })
    fs.writeFileSync(EDITED_FILE, original)
  }
  build("xóa và hoàn tác")
  check("xóa và hoàn tác")
  if (fs.existsSync(path.join(ADDED_ROUTE_DIR, "index.html")))
    throw new Error("trang đã xóa vẫn còn trong bản build")
  console.log("Build trên bộ nhớ đệm cũ: đúng.")
}

try {
  main()
} catch (error) {
  console.error(`Build trên bộ nhớ đệm cũ sai: ${(error as Error).message}`)
  process.exit(1)
}
