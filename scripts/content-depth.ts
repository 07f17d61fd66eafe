/**
 * Prints the pages below the depth bar (src/lib/proseWords.ts): reference pages under 150 words of prose, guides
 * under 1 500. Prose excludes code blocks and inline code. Never fails: depth is judged by a reviewer, not a count.
 *
 *   tsx scripts/content-depth.ts [--all]     (--all prints every page with its count)
 */
import fs from "fs"
import path from "path"
import { CONTENT_DIR, listContentFiles } from "../src/build/contentFiles"
import { pageKindOf } from "../src/build/content/pageKind"
import { parseContentPage } from "../src/build/mdx/parseContentPage"
import { countProseWords, PROSE_WORD_MINIMUM } from "../src/lib/proseWords"
import { routeFromContentPath } from "../src/lib/routes"

const printAll = process.argv.includes("--all")
const thin: string[] = []
for (const file of listContentFiles()) {
  const route = routeFromContentPath(file)
  const kind = pageKindOf(route)
  if (kind !== "reference" && kind !== "guide") continue
  // Section index guides (a route ending in "/") stay short by design.
  const minimum = kind === "guide" && route.endsWith("/") ? 0 : PROSE_WORD_MINIMUM[kind]
  const page = parseContentPage(
    fs.readFileSync(path.join(CONTENT_DIR, file), "utf8"),
    `content/${file}`,
    route,
  )
  const words = countProseWords(page.prose)
  const line = `${String(words).padStart(5)}  ${kind.padEnd(9)} ${route}`
  if (printAll) console.log(line)
  if (words < minimum) thin.push(line)
}
console.log(
  `\nDưới mức độ sâu (tham khảo < ${PROSE_WORD_MINIMUM.reference}, hướng dẫn < ${PROSE_WORD_MINIMUM.guide} từ văn xuôi): ${thin.length} trang`,
)
for (const line of thin) console.log(line)
