/** Checks every internal link and #anchor of the built site (public/); run after `gatsby build`. */
import fs from "fs"
import path from "path"
import { checkBuiltSiteLinks } from "../src/build/linkCheck"
import { contentFileForRoute } from "../src/build/contentFiles"

const publicDir = path.resolve("public")
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("Chưa có bản build trong public/: chạy `npm run build` trước.")
  process.exit(1)
}
const broken = checkBuiltSiteLinks(publicDir)
if (broken.length > 0) {
  console.error(`${broken.length} liên kết nội bộ hỏng:`)
  for (const link of broken)
    console.error(`  ${contentFileForRoute(link.page)}: ${link.href} — ${link.reason}`)
  process.exit(1)
}
console.log("Liên kết: mọi liên kết nội bộ và #neo trong public/ đều hợp lệ.")
