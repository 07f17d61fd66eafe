/**
 * Authoring helper: in the index pages of content/, turns a table row's leading `name` (or `std::name`) into a
 * link when the page /<folder>/name exists. Run after adding pages: tsx scripts/link-index.ts
 */
import fs from "fs"
import path from "path"
import { CONTENT_DIR, listContentFiles } from "../src/build/contentFiles"
import { routeFromContentPath } from "../src/lib/routes"

// --exclude a.mdx,b.mdx: pages still being written, not to be linked yet.
const excludeArg = process.argv.find((arg) => arg.startsWith("--exclude="))
const excluded = new Set((excludeArg?.slice("--exclude=".length) ?? "").split(",").filter(Boolean))
const routes = new Set(
  listContentFiles()
    .filter((file) => !excluded.has(`content/${file}`))
    .map(routeFromContentPath),
)
let changed = 0
for (const file of listContentFiles().filter((f) => f.endsWith("index.mdx"))) {
  const route = routeFromContentPath(file)
  const full = path.join(CONTENT_DIR, file)
  const source = fs.readFileSync(full, "utf8")
  const row = /^\| (?:\[)?`((?:std::)?(?:[\w+=[\]<>-]+::)*([\w+=[\]<>-]+))`(?:\]\(([^)]*)\))? \|/gm
  const updated = source.replace(
    row,
    (match, code: string, name: string, linked: string | undefined) => {
      const candidates = [`${route}${name}`, `${route}${name}/`]
      // A link somewhere else (e.g. operator== -> relational_operators) was written by hand: keep it.
      if (linked && !candidates.includes(linked)) return match
      const target = candidates.find((candidate) => routes.has(candidate))
      const next = target ? `| [\`${code}\`](${target}) |` : `| \`${code}\` |`
      if (next !== match) changed += 1
      return next
    },
  )
  if (updated !== source) fs.writeFileSync(full, updated)
}
console.log(`Đã cập nhật ${changed} dòng trong các trang mục lục.`)
