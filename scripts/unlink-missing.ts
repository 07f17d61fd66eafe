/**
 * Authoring helper for pages written ahead of their neighbours: turns a Markdown link to a page that does not
 * exist yet into its plain text (`[\`get\`](/containers/array/get)` -> `` `get` ``), so the link check passes.
 * Run `tsx scripts/link-index.ts` again once the pages exist.   tsx scripts/unlink-missing.ts [files...]
 */
import fs from "fs"
import path from "path"
import { CONTENT_DIR, listContentFiles } from "../src/build/contentFiles"
import { routeFromContentPath } from "../src/lib/routes"

const routes = new Set(listContentFiles().map(routeFromContentPath))
const requested = process.argv.slice(2).map((arg) => path.relative(CONTENT_DIR, path.resolve(arg)))
let changed = 0
for (const file of requested.length > 0 ? requested : listContentFiles()) {
  const full = path.join(CONTENT_DIR, file)
  const source = fs.readFileSync(full, "utf8")
  const updated = source.replace(
    /\[((?:`[^`]*`|[^\]`])+)\]\((\/[^)#\s]*)(#[^)\s]*)?\)/g,
    (match, text: string, target: string) => {
      let route = target
      try {
        route = decodeURI(target)
      } catch {
        // keep as written
      }
      if (routes.has(route)) return match
      changed += 1
      return text
    },
  )
  if (updated !== source) fs.writeFileSync(full, updated)
}
console.log(`Đã bỏ ${changed} liên kết tới trang chưa có.`)
