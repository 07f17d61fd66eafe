import { unified } from "unified"
import remarkParse from "remark-parse"
import remarkFrontmatter from "remark-frontmatter"
import remarkMdx from "remark-mdx"
import remarkGfm from "remark-gfm"
import remarkRehype from "remark-rehype"
import rehypeStringify from "rehype-stringify"
import YAML from "yaml"
import type { Code, Root as MdastRoot, RootContent, Nodes as MdastNodes } from "mdast"
import type { Root as HastRoot } from "hast"
import remarkHeadingIds, { mdastText } from "./remarkHeadingIds"
import { VFile } from "vfile"
import rehypeCodeBlocks from "./rehypeCodeBlocks"
import rehypeArticle from "./rehypeArticle"
import { hasStandardBadge, type MarkProblem } from "./standardMarks"
import { pageAvailability } from "../../lib/standards"
import { parseCodeMeta } from "./codeMeta"
import { declaredSymbols } from "./declaredSymbols"
import {
  ContentError,
  type ContentPage,
  type FencedBlock,
  type PageHeading,
  type PageLink,
  type PageSection,
} from "./contentPage"

/** HTML elements an author may write in MDX (rendered as they are); anything else is an error. */
const ALLOWED_ELEMENTS = new Set(["br", "kbd", "sub", "sup", "details", "summary", "abbr", "mark"])
const LINT_OMIT = /^\/\*\s*lint-omit:\s*([^*]+?)\s*\*\/$/
const COMMENT = /^\/\*[\s\S]*\*\/$/
/** Sections that only list links to other pages: indexing them makes every page match its neighbours' names. */
const UNINDEXED_SECTIONS = new Set(["Xem thêm"])
/** Block-level nodes: their texts are separated by a space when a page is read as plain text. */
const BLOCK_TYPES = new Set([
  "paragraph",
  "heading",
  "list",
  "listItem",
  "table",
  "tableRow",
  "tableCell",
  "blockquote",
  "mdxJsxFlowElement",
])

const markdownParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ["yaml"])
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkHeadingIds)

const htmlRenderer = unified()
  .use(remarkRehype)
  .use(rehypeCodeBlocks)
  .use(rehypeArticle)
  .use(rehypeStringify)

interface Positioned {
  position?: { start: { line: number; column: number } }
}

function lineOf(node: Positioned): number {
  return node.position?.start.line ?? 1
}

/** Text of a subtree; `withCode` keeps inline code (search) or drops it (prose for the diacritics check). */
function plainText(node: MdastNodes, withCode: boolean): string {
  if (node.type === "text") return node.value
  if (node.type === "inlineCode") return withCode ? node.value : " "
  if (node.type === "code" || node.type === "yaml") return " "
  if (!("children" in node)) return ""
  const separator = BLOCK_TYPES.has(node.type) ? " " : ""
  const inner = (node.children as MdastNodes[]).map((child) => plainText(child, withCode)).join("")
  return separator + inner + separator
}

const squeeze = (text: string) => text.replace(/\s+/g, " ").trim()

interface Collected {
  headings: PageHeading[]
  codeBlocks: FencedBlock[]
  internalLinks: PageLink[]
  omittedSections: string[]
}

/** Checks the MDX-only nodes (JSX, expressions, import/export) and rewrites the allowed ones for HTML. */
function checkMdxNodes(tree: MdastRoot, file: string, collected: Collected): void {
  const visit = (parent: { children: RootContent[] }) => {
    parent.children = parent.children.filter((node) => {
      if (node.type === "mdxjsEsm") {
        throw new ContentError(
          file,
          lineOf(node),
          1,
          "import/export không được dùng trong trang nội dung",
        )
      }
      if (node.type === "mdxFlowExpression" || node.type === "mdxTextExpression") {
        const value = node.value.trim()
        const omit = LINT_OMIT.exec(value)
        if (omit) collected.omittedSections.push(omit[1].trim())
        else if (!COMMENT.test(value)) {
          throw new ContentError(
            file,
            lineOf(node),
            1,
            `biểu thức MDX {${value.slice(0, 40)}} không được hỗ trợ (chỉ cho phép chú thích {/* … */}); ` +
              "viết `{…}` trong dấu backtick nếu đó là mã",
          )
        }
        return false
      }
      if (node.type === "mdxJsxFlowElement" || node.type === "mdxJsxTextElement") {
        const name = node.name ?? "<>"
        if (!ALLOWED_ELEMENTS.has(name)) {
          throw new ContentError(
            file,
            lineOf(node),
            1,
            `thành phần <${name}> không được hỗ trợ (cho phép: ${[...ALLOWED_ELEMENTS].join(", ")}); ` +
              "viết `<…>` trong dấu backtick nếu đó là mã",
          )
        }
        const properties: Record<string, string> = {}
        for (const attribute of node.attributes) {
          if (attribute.type !== "mdxJsxAttribute" || typeof attribute.value !== "string") {
            throw new ContentError(
              file,
              lineOf(node),
              1,
              `<${name}>: chỉ cho phép thuộc tính dạng tên="giá trị"`,
            )
          }
          properties[attribute.name] = attribute.value
        }
        node.data = { ...node.data, hName: name, hProperties: properties }
      }
      if ("children" in node) visit(node as { children: RootContent[] })
      return true
    })
  }
  visit(tree)
}

function collectNodes(tree: MdastRoot, collected: Collected): void {
  const visit = (node: MdastNodes) => {
    if (node.type === "heading") {
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? ""
      collected.headings.push({
        depth: node.depth,
        text: squeeze(mdastText(node)),
        id,
        line: lineOf(node),
      })
    } else if (node.type === "code") {
      const meta = parseCodeMeta(node.meta)
      collected.codeBlocks.push({
        lang: node.lang ?? "",
        meta: node.meta ?? "",
        variant: meta.variant,
        flags: [...meta.flags],
        code: node.value,
        line: lineOf(node),
        endLine: node.position?.end.line ?? lineOf(node),
      })
    } else if (node.type === "link" && (node.url.startsWith("/") || node.url.startsWith("#"))) {
      if (!node.url.startsWith("//"))
        collected.internalLinks.push({ href: node.url, line: lineOf(node) })
    }
    if ("children" in node) for (const child of node.children as MdastNodes[]) visit(child)
  }
  visit(tree)
}

const FENCE_LINE = /^\s*(`{3,}|~{3,})/

/** CommonMark lets an unclosed fence run to the end of the file; here it is an error at its opening line. */
function checkFencesClosed(source: string, file: string, blocks: FencedBlock[]): void {
  const lines = source.split(/\r?\n/)
  for (const block of blocks) {
    const opening = FENCE_LINE.exec(lines[block.line - 1] ?? "")
    if (!opening) continue // an indented code block has no fences
    const closing = lines[block.endLine - 1] ?? ""
    const closed =
      block.endLine > block.line &&
      closing.trim().startsWith(opening[1][0].repeat(opening[1].length))
    if (!closed)
      throw new ContentError(file, block.line, 1, `khối mã mở ở dòng ${block.line} không được đóng`)
  }
}

/** The page split at its h2/h3 headings (h4 and deeper stay in their section). */
function sectionsOf(tree: MdastRoot): PageSection[] {
  const sections: Array<PageSection & { nodes: RootContent[] }> = [
    { heading: "", id: "", text: "", symbols: [], nodes: [] },
  ]
  for (const node of tree.children) {
    if (node.type === "heading" && node.depth <= 3) {
      const id = (node.data?.hProperties as { id?: string } | undefined)?.id ?? ""
      sections.push({ heading: squeeze(mdastText(node)), id, text: "", symbols: [], nodes: [] })
      continue
    }
    if (node.type === "yaml") continue
    sections[sections.length - 1].nodes.push(node)
  }
  return sections
    .filter((section) => !UNINDEXED_SECTIONS.has(section.heading))
    .map(({ nodes, ...section }) => ({
      ...section,
      text: squeeze(nodes.map((node) => plainText(node, true)).join(" ")),
      symbols: declaredSymbols(
        nodes.filter(
          (node): node is Code =>
            node.type === "code" && parseCodeMeta(node.meta).variant === "decl",
        ),
      ),
    }))
}

function frontmatterOf(
  tree: MdastRoot,
  file: string,
): { data: Record<string, unknown>; bodyStartLine: number } {
  const first = tree.children[0]
  if (!first || first.type !== "yaml") {
    throw new ContentError(
      file,
      1,
      1,
      "thiếu frontmatter (khối --- ở đầu tệp với title và description)",
    )
  }
  const document = YAML.parseDocument(first.value, { prettyErrors: true })
  const error = document.errors[0]
  if (error) {
    // +1: the YAML text starts on the line after the opening ---.
    const line = (error.linePos?.[0].line ?? 0) + 1
    throw new ContentError(
      file,
      line,
      error.linePos?.[0].col ?? 1,
      `frontmatter YAML sai: ${error.message.split("\n")[0]}`,
    )
  }
  const data = document.toJS() as unknown
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    throw new ContentError(file, 2, 1, "frontmatter phải là các cặp khóa: giá trị")
  }
  return {
    data: data as Record<string, unknown>,
    bodyStartLine: (first.position?.end.line ?? 1) + 1,
  }
}

/** A parser error as a ContentError; some MDX errors carry their position only in the text: "… (8:1-8:6)". */
function syntaxError(error: unknown, file: string): ContentError {
  const place = error as { line?: number; column?: number; reason?: string; message?: string }
  const reason = place.reason ?? place.message ?? String(error)
  const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason)
  const line = place.line ?? Number(inText?.[1] ?? 1)
  const column = place.column ?? Number(inText?.[2] ?? 1)
  return new ContentError(file, line, column, `MDX sai cú pháp: ${reason}`)
}

/**
 * Parses one MDX page once and derives everything from that tree. Throws ContentError (file:line) on
 * malformed frontmatter, MDX syntax errors, unknown components and expressions.
 */
export function parseContentPage(source: string, file: string, route: string): ContentPage {
  let tree: MdastRoot
  try {
    tree = markdownParser.runSync(markdownParser.parse(source)) as MdastRoot
  } catch (error) {
    if (error instanceof ContentError) throw error
    throw syntaxError(error, file)
  }
  const { data, bodyStartLine } = frontmatterOf(tree, file)
  const collected: Collected = {
    headings: [],
    codeBlocks: [],
    internalLinks: [],
    omittedSections: [],
  }
  checkMdxNodes(tree, file, collected)
  collectNodes(tree, collected)
  checkFencesClosed(source, file, collected.codeBlocks)
  const sections = sectionsOf(tree)
  const prose = squeeze(tree.children.map((node) => plainText(node, false)).join(" "))
  // The route reaches rehypeCodeBlocks through the file's data (a page's code never links to the page itself),
  // and so does the page's version, which a signature block without marks takes.
  const vfile = new VFile({ data: { route, pageAvailability: pageAvailability(data) } })
  const hast = htmlRenderer.runSync(tree, vfile) as HastRoot
  const markProblem = (vfile.data.markProblems as MarkProblem[] | undefined)?.[0]
  if (markProblem) throw new ContentError(file, markProblem.line, 1, markProblem.message)
  const html = htmlRenderer.stringify(hast)
  const hasStandardBadges = hasStandardBadge(hast)
  return {
    file,
    route,
    frontmatter: data,
    bodyStartLine,
    html,
    hasStandardBadges,
    sections,
    prose,
    ...collected,
  }
}
