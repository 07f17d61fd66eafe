import matter from "gray-matter"
import { findFrontmatterProblems } from "../frontmatter"
import { countMarkedLetters } from "../../lib/vietnamese"
import { createSlugger } from "../../lib/slug"
import { routeFolders } from "../../lib/routes"
import { extractFencedBlocks, runnableExamples, type FencedBlock } from "./codeBlocks"
import { GUIDE_SUMMARY_HEADING, pageKindOf, REFERENCE_SECTIONS } from "./pageKind"

export interface LintProblem {
  line: number
  message: string
}

export interface ParsedPage {
  route: string
  frontmatter: Record<string, unknown>
  /** The body's first line number in the file (after the frontmatter). */
  bodyStartLine: number
  body: string
  blocks: FencedBlock[]
  headings: Array<{ depth: number; text: string; id: string; line: number }>
}

// A section the author states does not apply, written in the MDX as {/* lint-omit: Tham số */}.
const OMIT_MARKER = /\{\/\*\s*lint-omit:\s*([^*]+?)\s*\*\/\}/g
const MIN_DIACRITIC_RATIO = 0.1
const LEFTOVERS = /\b(TODO|FIXME|TBD|XXX)\b|lorem ipsum/i

export function parsePage(route: string, source: string): ParsedPage {
  const parsed = matter(source)
  const bodyStartLine = source.slice(0, source.length - parsed.content.length).split("\n").length
  const blocks = extractFencedBlocks(parsed.content).map((block) => ({
    ...block,
    line: block.line + bodyStartLine - 1,
  }))
  const slug = createSlugger()
  const headings: ParsedPage["headings"] = []
  let inFence = false
  parsed.content.split("\n").forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    if (inFence) return
    const match = /^(#{1,6})\s+(.+?)\s*#*\s*$/.exec(line)
    if (!match) return
    const text = match[2].replace(/`([^`]*)`/g, "$1").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    headings.push({ depth: match[1].length, text, id: slug(text), line: index + bodyStartLine })
  })
  return { route, frontmatter: parsed.data, bodyStartLine, body: parsed.content, blocks, headings }
}

/** The prose of a page: no code, no inline code, no link targets, no JSX comments. */
export function proseOf(body: string): string {
  return body
    .replace(/(```|~~~)[\s\S]*?\1/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/<[^>]+>/g, " ")
}

export function diacriticRatio(text: string): number {
  const letters = text.match(/\p{L}/gu)?.length ?? 0
  return letters === 0 ? 0 : countMarkedLetters(text) / letters
}

/** Internal links of the body with their lines: [text](/route#anchor). */
export function internalLinks(page: ParsedPage): Array<{ href: string; line: number }> {
  const links: Array<{ href: string; line: number }> = []
  let inFence = false
  page.body.split("\n").forEach((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    if (inFence) return
    for (const match of line.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)|href="([^"]+)"/g)) {
      const href = match[1] ?? match[2]
      if (href.startsWith("/") || href.startsWith("#")) links.push({ href, line: index + page.bodyStartLine })
    }
  })
  return links
}

export interface SiteIndex {
  /** route -> heading ids of that page */
  pages: Map<string, Set<string>>
  /** title expected by routes.json, when it gives one */
  requiredTitles: Map<string, string>
}

function checkSections(page: ParsedPage, problems: LintProblem[]): void {
  const omitted = new Set([...page.body.matchAll(OMIT_MARKER)].map((m) => m[1].trim()))
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
  for (const { href, line } of internalLinks(page)) {
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
  const linked = new Set(internalLinks(page).map((link) => link.href.split("#")[0]))
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

  for (const block of page.blocks) {
    if (block.lang === "cpp" && !["run", "decl", "norun"].includes(block.variant)) {
      problems.push({ line: block.line, message: "khối ```cpp phải có một cờ: run, decl hoặc norun" })
    }
    if (block.lang === "" ) {
      problems.push({ line: block.line, message: "khối mã phải ghi ngôn ngữ (cpp, text, bash...)" })
    }
  }
  for (const example of runnableExamples(page.blocks)) {
    if (!example.expected) problems.push({ line: example.line, message: "ví dụ chạy được thiếu khối ```text output ngay sau" })
  }

  if (kind === "reference") {
    for (const field of ["header", "since", "sidebar_label"]) {
      if (!page.frontmatter[field]) problems.push({ line: 1, message: `trang tham khảo cần trường frontmatter "${field}"` })
    }
    checkSections(page, problems)
    if (!page.blocks.some((block) => block.variant === "run")) {
      problems.push({ line: page.bodyStartLine, message: "trang tham khảo cần ít nhất một ví dụ ```cpp run" })
    }
    if (!page.blocks.some((block) => block.variant === "decl")) {
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

  const prose = proseOf(page.body)
  const ratio = diacriticRatio(prose)
  if (ratio < MIN_DIACRITIC_RATIO) {
    problems.push({
      line: page.bodyStartLine,
      message: `văn bản thiếu dấu tiếng Việt (${(ratio * 100).toFixed(1)}% chữ có dấu, cần ≥ ${MIN_DIACRITIC_RATIO * 100}%)`,
    })
  }
  page.body.split("\n").forEach((line, index) => {
    if (LEFTOVERS.test(line)) problems.push({ line: index + page.bodyStartLine, message: "còn sót TODO/FIXME/lorem" })
  })
  checkLinks(page, site, problems)
  return problems.sort((a, b) => a.line - b.line)
}
