import fs from "fs"
import path from "path"
import { checkBuiltSiteLinks } from "./linkCheck"
import { CONTENT_DIR, contentFileForRoute, listContentFiles } from "./contentFiles"
import { checkBuiltPageIdentity, expectedPage } from "./pageIdentity"

export interface BuiltSiteReport {
  pages: number
  problems: string[]
}

/**
 * The checks of a built site (public/): every internal link and #anchor resolves, and every content file was
 * built under its route with its own title and its current article.
 */
export function checkBuiltSite(publicDir: string, siteTitle: string): BuiltSiteReport {
  const problems: string[] = []
  for (const link of checkBuiltSiteLinks(publicDir))
    problems.push(`${contentFileForRoute(link.page)}: liên kết hỏng ${link.href} — ${link.reason}`)
  const pages = listContentFiles().map((file) =>
    expectedPage(file, fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")),
  )
  for (const problem of checkBuiltPageIdentity(publicDir, pages, siteTitle))
    problems.push(`content/${problem.file}: ${problem.reason}`)
  return { pages: pages.length, problems }
}
