/**
 * The content lint (CONTENT_GUIDE): frontmatter, titles from data/routes.json, required sections per page type,
 * runnable examples with output blocks, Vietnamese diacritics, leftovers, internal links and #anchors.
 *
 *   tsx scripts/content-lint.ts [files...]     (all of content/ when no file is given)
 */
import fs from "fs"
import path from "path"
import { CONTENT_DIR, listContentFiles } from "../src/build/contentFiles"
import { lintPage, parsePage, type ParsedPage, type SiteIndex } from "../src/build/content/lint"
import { readRequiredRoutes } from "../src/build/requiredRoutes"
import { encodedContentPath, routeFromContentPath } from "../src/lib/routes"

function main() {
  const all = listContentFiles()
  const pages = new Map<string, ParsedPage>()
  const failures: string[] = []
  for (const file of all) {
    const route = routeFromContentPath(file)
    try {
      pages.set(file, parsePage(route, fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")))
    } catch (error) {
      failures.push(`content/${file}:1: không đọc được tệp: ${(error as Error).message}`)
    }
  }
  const site: SiteIndex = {
    pages: new Map(
      [...pages.values()].map((page) => [page.route, new Set(page.headings.map((h) => h.id))]),
    ),
    requiredTitles: new Map(
      readRequiredRoutes()
        .filter((route) => route.title)
        .map((route) => [route.path, route.title as string]),
    ),
  }
  const requested = process.argv
    .slice(2)
    .map((arg) => path.relative(CONTENT_DIR, path.resolve(arg)))
  const targets = requested.length > 0 ? requested : all
  for (const file of targets) {
    const encoded = encodedContentPath(file)
    if (encoded !== file) {
      failures.push(
        `content/${file}:1: tên tệp có ký tự đặc biệt; đổi thành content/${encoded} (npx tsx scripts/encode-content-names.ts)`,
      )
    }
    const page = pages.get(file)
    if (!page) continue
    for (const problem of lintPage(page, site))
      failures.push(`content/${file}:${problem.line}: ${problem.message}`)
  }
  console.log(`Kiểm tra nội dung: ${targets.length} tệp, ${failures.length} lỗi.`)
  if (failures.length > 0) {
    console.error(failures.join("\n"))
    process.exit(1)
  }
}

main()
