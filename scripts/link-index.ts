/**
 * Authoring helper: in the index pages of content/, turns a table row's leading `name` (or `std::name`) into a
 * link when the page /<folder>/name exists. Run after adding pages: tsx scripts/link-index.ts
 */
import fs from "fs"
import path from "path"
import { CONTENT_DIR, listContentFiles } from "../src/build/contentFiles"
import { routeFromContentPath } from "../src/lib/routes"

const routes = new Set(listContentFiles().map(routeFromContentPath))
let changed = 0
for (const file of listContentFiles().filter((f) => f.endsWith("index.mdx"))) {
  const route = routeFromContentPath(file)
  const full = path.join(CONTENT_DIR, file)
  const source = fs.readFileSync(full, "utf8")
  const updated = source.replace(/^\| `((?:std::)?(?:[\w+=\[\]<>-]+::)*([\w+=\[\]<>-]+))` \|/gm, (row, code: string, name: string) => {
    const target = `${route}${name}`
    if (!routes.has(target) || target === route) return row
    changed += 1
    return `| [\`${code}\`](${target}) |`
  })
  if (updated !== source) fs.writeFileSync(full, updated)
}
console.log(`Đã thêm ${changed} liên kết vào các trang mục lục.`)
