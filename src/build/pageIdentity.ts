import fs from "fs"
import path from "path"
import { decodeEntities } from "./linkCheck"
import { documentTitle } from "../lib/documentTitle"
import { routeFromContentPath } from "../lib/routes"
import { parseContentPage } from "./mdx/parseContentPage"

/** What a built page must show to be the page of its source file. */
export interface ExpectedPage {
  file: string
  route: string
  title: string
  /** The article exactly as the parser renders this file: the built page must contain it verbatim. */
  articleHtml: string
}

export interface IdentityProblem {
  file: string
  reason: string
}

/** The source file's title and article, from the same parse the build uses. */
export function expectedPage(file: string, source: string): ExpectedPage {
  const route = routeFromContentPath(file)
  const page = parseContentPage(source, `content/${file}`, route)
  return {
    file,
    route,
    title: typeof page.frontmatter.title === "string" ? page.frontmatter.title : "",
    articleHtml: page.html,
  }
}

function builtFile(publicDir: string, route: string): string {
  return path.join(publicDir, ...route.split("/").filter(Boolean), "index.html")
}

/**
 * A built page must carry its own title and, verbatim, the article of its current source. Catches a build that
 * rendered one file's body or data under another file's route, or an older version of the file (a stale cache),
 * which no link check would notice.
 */
export function checkBuiltPageIdentity(
  publicDir: string,
  pages: ExpectedPage[],
  siteTitle: string,
): IdentityProblem[] {
  const problems: IdentityProblem[] = []
  for (const page of pages) {
    const file = builtFile(publicDir, page.route)
    if (!fs.existsSync(file)) {
      problems.push({ file: page.file, reason: `không có trang build ${page.route}` })
      continue
    }
    const html = fs.readFileSync(file, "utf8")
    const shown = decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "")
    // The home page's document title is the site title alone.
    const wanted = documentTitle(page.route === "/" ? null : page.title, siteTitle)
    if (shown !== wanted)
      problems.push({ file: page.file, reason: `tiêu đề là "${shown}", cần "${wanted}"` })
    if (!html.includes(page.articleHtml))
      problems.push({
        file: page.file,
        reason: "nội dung bài trong trang build khác nội dung của tệp nguồn hiện tại",
      })
  }
  return problems
}
