/**
 * Checks the built site (public/), run after `gatsby build`: every internal link and #anchor resolves, and every
 * content page was built with its own title and its current article.
 */
import fs from "fs"
import path from "path"
import { checkBuiltSite } from "../src/build/builtSiteCheck"
import { readSiteSettings } from "../src/config/site"

const publicDir = path.resolve("public")
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("Chưa có bản build trong public/: chạy `npm run build` trước.")
  process.exit(1)
}
const report = checkBuiltSite(publicDir, readSiteSettings().title)
if (report.problems.length > 0) {
  console.error(`${report.problems.length} lỗi trên bản build:\n  ${report.problems.join("\n  ")}`)
  process.exit(1)
}
console.log(
  `Bản build: mọi liên kết nội bộ và #neo đều hợp lệ; ${report.pages} trang mang đúng tiêu đề và nội dung của mình.`,
)
