/**
 * Checks the built site (public/), run after `gatsby build`: every internal link and #anchor resolves, and every
 * content page was built with its own title and examples.
 */
import fs from "fs"
import path from "path"
import { checkBuiltSiteLinks } from "../src/build/linkCheck"
import { CONTENT_DIR, contentFileForRoute, listContentFiles } from "../src/build/contentFiles"
import { checkBuiltPageIdentity, expectedPage } from "../src/build/pageIdentity"
import { readSiteSettings } from "../src/config/site"

const publicDir = path.resolve("public")
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("Chưa có bản build trong public/: chạy `npm run build` trước.")
  process.exit(1)
}
let failed = false
const broken = checkBuiltSiteLinks(publicDir)
if (broken.length > 0) {
  failed = true
  console.error(`${broken.length} liên kết nội bộ hỏng:`)
  for (const link of broken)
    console.error(`  ${contentFileForRoute(link.page)}: ${link.href} — ${link.reason}`)
}
const pages = listContentFiles().map((file) =>
  expectedPage(file, fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")),
)
const mismatched = checkBuiltPageIdentity(publicDir, pages, readSiteSettings().title)
if (mismatched.length > 0) {
  failed = true
  console.error(
    `${mismatched.length} trang build không khớp tệp nguồn (thử \`npx gatsby clean\` rồi build lại):`,
  )
  for (const problem of mismatched) console.error(`  content/${problem.file}: ${problem.reason}`)
}
if (failed) process.exit(1)
console.log(
  `Liên kết: mọi liên kết nội bộ và #neo trong public/ đều hợp lệ; ${pages.length} trang mang đúng tiêu đề và ví dụ của mình.`,
)
