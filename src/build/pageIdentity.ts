import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { decodeEntities } from "./linkCheck"
import { documentTitle } from "../lib/documentTitle"
import { routeFromContentPath } from "../lib/routes"

/** What a built page must show to be the page of its source file. */
export interface ExpectedPage {
  file: string
  route: string
  title: string
  /** `title="x.cpp"` of its runnable examples: the file names printed above each code block. */
  exampleTitles: string[]
}

export interface IdentityProblem {
  file: string
  reason: string
}

const EXAMPLE_TITLE = /^```cpp run[^\n]*\btitle="([^"]+)"/gm

export function expectedPage(file: string, source: string): ExpectedPage {
  const { data, content } = matter(source)
  return {
    file,
    route: routeFromContentPath(file),
    title: typeof data.title === "string" ? data.title : "",
    exampleTitles: [...content.matchAll(EXAMPLE_TITLE)].map((match) => match[1]),
  }
}

function builtFile(publicDir: string, route: string): string {
  return path.join(publicDir, ...route.split("/").filter(Boolean), "index.html")
}

/**
 * A built page must carry its own title and its own examples. Catches a build that rendered one file's body or data
 * under another file's route (seen with a stale Gatsby cache), which no link check would notice.
 */
export function checkBuiltPageIdentity(
  publicDir: string,
  pages: ExpectedPage[],
  siteTitle: string,
): IdentityProblem[] {
  const problems: IdentityProblem[] = []
  for (const page of pages) {
    if (page.route === "/") continue // the home page's document title is the site title alone
    const file = builtFile(publicDir, page.route)
    if (!fs.existsSync(file)) {
      problems.push({ file: page.file, reason: `không có trang build ${page.route}` })
      continue
    }
    const html = fs.readFileSync(file, "utf8")
    const shown = decodeEntities(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? "")
    const wanted = documentTitle(page.title, siteTitle)
    if (shown !== wanted)
      problems.push({ file: page.file, reason: `tiêu đề là "${shown}", cần "${wanted}"` })
    for (const example of page.exampleTitles)
      if (!html.includes(example))
        problems.push({ file: page.file, reason: `thiếu ví dụ ${example} trong trang build` })
  }
  return problems
}
