import { findFrontmatterProblems } from "../frontmatter"
import { countMarkedLetters } from "../../lib/vietnamese"
import { hasControlCharacters } from "../../lib/controlCharacters"
import { routeFolders } from "../../lib/routes"
import { contentPathFromRoute } from "../../lib/routes"
import type { ContentPage } from "../mdx/contentPage"
import { parseContentPage } from "../mdx/parseContentPage"
import { runnableExamples } from "./codeBlocks"
import { GUIDE_SUMMARY_HEADING, pageKindOf, REFERENCE_SECTIONS } from "./pageKind"

export interface LintProblem {
  line: number
  message: string
}

/** A page as the lint reads it: its one parse, plus the raw lines for the leftovers scan. */
export interface ParsedPage extends ContentPage {
  sourceLines: string[]
}

const MIN_DIACRITIC_RATIO = 0.1
/** Line rules for the body: text that must not reach the learner. */
const LINE_RULES: ReadonlyArray<{ pattern: RegExp; message: string }> = [
  { pattern: /\b(TODO|FIXME|TBD|XXX)\b|lorem ipsum/i, message: "còn sót TODO/FIXME/lorem" },
  // Every route exists, so a sentence saying parts of the site are still being written is stale.
  {
    pattern: /đang được (biên soạn|viết)|chưa được viết|sẽ sớm có|trang đã viết xong/i,
    message: "câu nói trang còn đang được viết: mọi trang đã có, hãy bỏ câu này",
  },
  // docs/REVIEW_CHECKLIST.md §4: the page states what a library or compiler does, never how its authors found out.
  {
    pattern: /đã đọc mã nguồn|đã chạy thử|đã thử (với|trên|bằng)|đã kiểm tra bằng|chạy thử bằng|\(chạy thử|, chạy thử|ở lần thử|\(đọc mã nguồn(?! là)|đọc trong `|thư viện đã kiểm tra|(?<!được )chạy ở đây|chúng tôi (đã|chạy|đọc)/i,
    message: "câu nói về việc của người viết (đã đọc mã nguồn, đã chạy thử…): hãy nói thư viện hay trình biên dịch làm gì",
  },
]

/** Parses a page with the build's own parser (throws ContentError with file:line on MDX errors). */
export function parsePage(route: string, source: string): ParsedPage {
  const page = parseContentPage(source, `content/${contentPathFromRoute(route)}`, route)
  return { ...page, sourceLines: source.split("\n") }
}

export function diacriticRatio(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  return letters === 0 ? 0 : countMarkedLetters(text) / letters
}

export interface SiteIndex {
  /** route -> heading ids of that page */
  pages: Map<string, Set<string>>
  /** title expected by routes.json, when it gives one */
  requiredTitles: Map<string, string>
}

function checkSections(page: ParsedPage, problems: LintProblem[]): void {
  const omitted = new Set(page.omittedSections)
  const h2 = page.headings.filter((h) => h.depth === 2)
  const known = REFERENCE_SECTIONS.map((section) => section.heading)
  let lastIndex = -1
  for (const heading of h2) {
    const index = known.indexOf(heading.text)
    if (index === -1) continue
    if (index < lastIndex) {
      problems.push({ line: heading.line, message: `mục "${heading.text}" sai thứ tự (thứ tự: ${known.join(" → ")})` })
    }
    lastIndex = Math.max(lastIndex, index)
  }
  for (const section of REFERENCE_SECTIONS) {
    if (section.optional || omitted.has(section.heading)) continue
    if (!h2.some((heading) => heading.text === section.heading)) {
      problems.push({ line: page.bodyStartLine, message: `thiếu mục "## ${section.heading}"` })
    }
  }
}

function checkLinks(page: ParsedPage, site: SiteIndex, problems: LintProblem[]): void {
  const ownIds = new Set(page.headings.map((heading) => heading.id))
  for (const { href, line } of page.internalLinks) {
    const [pathPart, anchor] = href.split("#", 2) as [string, string | undefined]
    let target = pathPart === "" ? page.route : pathPart.split("?")[0]
    try {
      target = decodeURI(target)
    } catch {
      // keep the raw target; it will be reported as missing
    }
    const ids = pathPart === "" ? ownIds : site.pages.get(target)
    if (!ids) {
      problems.push({ line, message: `liên kết tới trang không tồn tại: ${href}` })
      continue
    }
    if (anchor && !ids.has(decodeURIComponent(anchor))) {
      problems.push({ line, message: `liên kết tới #${anchor} nhưng ${target} không có tiêu đề với id đó` })
    }
  }
}

/** An index page must link every existing page directly under it, so the index never lags behind the content. */
function checkIndexLinksChildren(page: ParsedPage, site: SiteIndex, problems: LintProblem[]): void {
  const linked = new Set(page.internalLinks.map((link) => link.href.split("#")[0]))
  const depth = routeFolders(page.route).length
  for (const route of site.pages.keys()) {
    if (route === page.route || !route.startsWith(page.route)) continue
    const folders = routeFolders(route)
    const isDirectChild = route.endsWith("/") ? folders.length === depth + 1 : folders.length === depth
    if (isDirectChild && !linked.has(route)) {
      problems.push({ line: page.bodyStartLine, message: `trang mục lục chưa liên kết tới trang con ${route}` })
    }
  }
}

export function lintPage(page: ParsedPage, site: SiteIndex): LintProblem[] {
  const problems: LintProblem[] = []
  for (const problem of findFrontmatterProblems(page.frontmatter)) {
    problems.push({ line: 1, message: `frontmatter: trường "${problem.field}" ${problem.message}` })
  }
  const requiredTitle = site.requiredTitles.get(page.route)
  if (requiredTitle && page.frontmatter.title !== requiredTitle) {
    problems.push({ line: 1, message: `title phải là "${requiredTitle}" (theo data/routes.json)` })
  }
  const kind = pageKindOf(page.route)

  for (const block of page.codeBlocks) {
    if (hasControlCharacters(block.code)) {
      problems.push({ line: block.line, message: "khối mã chứa ký tự điều khiển; viết dạng thoát (\\0, \\x1b…)" })
    }
    if (block.lang === "cpp" && !["run", "decl", "norun"].includes(block.variant)) {
      problems.push({ line: block.line, message: "khối ```cpp phải có một cờ: run, decl hoặc norun" })
    }
    if (block.lang === "" ) {
      problems.push({ line: block.line, message: "khối mã phải ghi ngôn ngữ (cpp, text, bash...)" })
    }
  }
  for (const example of runnableExamples(page.codeBlocks)) {
    if (!example.expected) problems.push({ line: example.line, message: "ví dụ chạy được thiếu khối ```text output ngay sau" })
  }

  if (kind === "reference") {
    for (const field of ["header", "since", "sidebar_label"]) {
      if (!page.frontmatter[field]) problems.push({ line: 1, message: `trang tham khảo cần trường frontmatter "${field}"` })
    }
    checkSections(page, problems)
    if (!page.codeBlocks.some((block) => block.variant === "run")) {
      problems.push({ line: page.bodyStartLine, message: "trang tham khảo cần ít nhất một ví dụ ```cpp run" })
    }
    if (!page.codeBlocks.some((block) => block.variant === "decl")) {
      problems.push({ line: page.bodyStartLine, message: 'mục "Khai báo" cần một khối ```cpp decl' })
    }
  }
  if (kind === "guide" && /^\/protech\//.test(page.route)) {
    if (!page.headings.some((heading) => heading.depth === 2 && heading.text === GUIDE_SUMMARY_HEADING)) {
      problems.push({ line: page.bodyStartLine, message: `bài hướng dẫn cần mục "## ${GUIDE_SUMMARY_HEADING}" ở cuối` })
    }
  }
  if (page.route.endsWith("/")) checkIndexLinksChildren(page, site, problems)
  if (page.headings.some((heading) => heading.depth === 1)) {
    problems.push({ line: page.headings.find((h) => h.depth === 1)!.line, message: "không dùng tiêu đề # (h1): title đã là h1" })
  }

  const ratio = diacriticRatio(page.prose)
  if (ratio < MIN_DIACRITIC_RATIO) {
    problems.push({
      line: page.bodyStartLine,
      message: `văn bản thiếu dấu tiếng Việt (${(ratio * 100).toFixed(1)}% chữ có dấu, cần ≥ ${MIN_DIACRITIC_RATIO * 100}%)`,
    })
  }
  page.sourceLines.forEach((line, index) => {
    if (index + 1 < page.bodyStartLine) return
    for (const rule of LINE_RULES)
      if (rule.pattern.test(line)) problems.push({ line: index + 1, message: rule.message })
  })
  checkLinks(page, site, problems)
  return problems.sort((a, b) => a.line - b.line)
}
