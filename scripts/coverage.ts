/** Prints how many of the required routes (data/routes.json) have a content page, per section. Never fails. */
import fs from "fs"
import path from "path"
import { CONTENT_DIR } from "../src/build/contentFiles"
import { readRequiredRoutes } from "../src/build/requiredRoutes"
import { contentPathFromRoute } from "../src/lib/routes"
import { SEARCH_ROUTES } from "../src/config/nonDocumentRoutes"

// Served by the search pages, not by content files.
const NOT_CONTENT = new Set<string>(SEARCH_ROUTES)

const routes = readRequiredRoutes().filter((route) => !NOT_CONTENT.has(route.path))
const bySection = new Map<string, { total: number; done: number }>()
const missing: string[] = []
for (const route of routes) {
  const entry = bySection.get(route.section) ?? { total: 0, done: 0 }
  entry.total += 1
  if (fs.existsSync(path.join(CONTENT_DIR, contentPathFromRoute(route.path)))) entry.done += 1
  else missing.push(route.path)
  bySection.set(route.section, entry)
}
const done = routes.length - missing.length
console.log(
  `Độ phủ nội dung: ${done}/${routes.length} trang bắt buộc (${((done / routes.length) * 100).toFixed(1)}%)`,
)
for (const [section, entry] of bySection)
  console.log(`  ${section.padEnd(12)} ${entry.done}/${entry.total}`)
if (process.argv.includes("--missing")) console.log(missing.join("\n"))
