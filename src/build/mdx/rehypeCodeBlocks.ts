import type { VFile } from "vfile"
import { parseCodeMeta, type CodeVariant } from "./codeMeta"
import { findCodeLinks, siteSymbolRoutes, type CodeLink } from "./codeLinks"
import { highlightToLines, type StyledText } from "./syntaxHighlight"
import { paintRuns } from "./tokenColours"
import { overloadMarks } from "./overloadMarks"
import { standardMarkProperties, type MarkProblem } from "./standardMarks"
import type { Availability } from "../../lib/standards"

interface HastNode {
  type: string
  tagName?: string
  value?: string
  properties?: Record<string, unknown>
  children?: HastNode[]
  data?: { meta?: string } & Record<string, unknown>
}

function textOf(node: HastNode): string {
  if (node.type === "text") return node.value ?? ""
  return (node.children ?? []).map(textOf).join("")
}

function walk(node: HastNode, visit: (node: HastNode) => void): void {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

const runNode = (run: StyledText): HastNode =>
  run.classes.length === 0
    ? { type: "text", value: run.text }
    : {
        type: "element",
        tagName: "span",
        properties: { className: run.classes },
        children: [{ type: "text", value: run.text }],
      }

/** A program Compiler Explorer can build and run as it is: it defines main. */
const WHOLE_PROGRAM = /\bint\s+main\s*\(/

/** The source line a node came from (mdast-util-to-hast keeps positions). */
const startLineOf = (node: HastNode): number | undefined =>
  (node as { position?: { start?: { line?: number } } }).position?.start?.line

/** Offset in the block's source where each line starts. */
function lineStarts(lines: StyledText[][]): number[] {
  const starts: number[] = []
  let offset = 0
  for (const runs of lines) {
    starts.push(offset)
    offset += runs.reduce((length, run) => length + run.text.length, 0) + 1
  }
  return starts
}

/** The documented names in a C++ block (src/build/mdx/codeLinks.ts), outside its comments and strings. */
function linksIn(
  source: string,
  lines: StyledText[][],
  starts: number[],
  route: string | undefined,
): CodeLink[] {
  const prose: Array<[number, number]> = []
  lines.forEach((runs, index) => {
    let offset = starts[index]
    for (const run of runs) {
      if (run.classes.some((name) => name === "comment" || name === "string" || name === "char"))
        prose.push([offset, offset + run.text.length])
      offset += run.text.length
    }
  })
  return findCodeLinks(source, siteSymbolRoutes(), {
    self: route,
    skip: (start, end) => prose.some(([from, to]) => start < to && end > from),
  })
}

/** A line's runs, cut at link boundaries; the runs inside a link become the children of one <a>. */
function linkedRuns(runs: StyledText[], lineStart: number, links: CodeLink[]): HastNode[] {
  const out: HastNode[] = []
  let offset = lineStart
  let open = null as { link: CodeLink; node: HastNode } | null
  for (const run of runs) {
    let at = 0
    while (at < run.text.length) {
      const position = offset + at
      const link = links.find(
        (candidate) => candidate.start <= position && position < candidate.end,
      )
      const next = links.find((candidate) => candidate.start > position)
      const stop = link ? link.end : next ? next.start : Infinity
      const piece = run.text.slice(at, Math.min(run.text.length, stop - offset))
      const node = runNode({ text: piece, classes: run.classes })
      if (link) {
        if (open?.link !== link) {
          open = {
            link,
            node: {
              type: "element",
              tagName: "a",
              properties: { href: link.href, className: ["code-link"] },
              children: [],
            },
          }
          out.push(open.node)
        }
        open.node.children?.push(node)
      } else {
        open = null
        out.push(node)
      }
      at += piece.length
    }
    offset += run.text.length
  }
  return out
}

/**
 * Highlights fenced code at build time (no highlighter shipped to the browser) and records the fence meta
 * (title, highlighted lines, variant, platform) as data attributes that rehypeArticle turns into the block's header.
 * A runnable example gets a "Chạy thử" link (its address is filled in the browser); so does a `norun` block that is a
 * whole program.
 * A signature block's lines carry their version marks for the standard selector (src/lib/standards.ts).
 */
export default function rehypeCodeBlocks() {
  return (tree: HastNode, file: VFile) => {
    const route = typeof file.data.route === "string" ? file.data.route : undefined
    const pageAvailability = file.data.pageAvailability as Availability | undefined
    // Read by parseContentPage, which fails the build naming the file and line.
    const markProblems: MarkProblem[] = []
    file.data.markProblems = markProblems
    const blocks: Array<{ pre: HastNode; lang: string; variant: CodeVariant; code: string }> = []
    walk(tree, (pre) => {
      if (pre.tagName !== "pre") return
      const code = pre.children?.find((child) => child.tagName === "code")
      if (!code) return
      const classNames = ([] as unknown[]).concat(code.properties?.className ?? [])
      const languageClass = classNames.find(
        (name): name is string => typeof name === "string" && name.startsWith("language-"),
      )
      const language = languageClass ? languageClass.slice("language-".length) : "text"
      const meta = parseCodeMeta(code.data?.meta ?? (code.properties?.metastring as string))
      const source = textOf(code).replace(/\n$/, "")
      blocks.push({ pre, lang: language, variant: meta.variant, code: source })

      const lines = highlightToLines(source, language)
      const starts = lineStarts(lines)
      const links = language === "cpp" ? linksIn(source, lines, starts, route) : []
      const marks =
        meta.variant === "decl" && language === "cpp"
          ? overloadMarks(source, pageAvailability)
          : undefined
      const fenceLine = startLineOf(pre) ?? startLineOf(code) ?? 0
      for (const problem of marks?.problems ?? [])
        markProblems.push({ line: fenceLine + problem.line, message: problem.message })
      code.children = lines.map((runs, index) => {
        const line: HastNode = {
          type: "element",
          tagName: "span",
          properties: {
            className: meta.highlightedLines.has(index + 1)
              ? ["code-line", "code-line--highlighted"]
              : ["code-line"],
          },
          children: linkedRuns(paintRuns(runs), starts[index], links),
        }
        const availability = marks?.lines[index]
        if (!availability) return line
        const decorated = standardMarkProperties(availability, marks.markLines.has(index))
        line.properties = { ...line.properties, ...decorated.properties }
        line.children?.push(...decorated.badges)
        return line
      })
      pre.properties = {
        ...(pre.properties ?? {}),
        dataLanguage: language,
        dataVariant: meta.variant,
        ...(meta.title ? { dataTitle: meta.title } : {}),
        ...(meta.platform ? { dataPlatform: meta.platform } : {}),
      }
    })
    // A `norun` block that is a whole program (one that does not compile, or has undefined behaviour) is worth
    // opening too: the reader sees the compiler's error or the sanitizer's report for themselves. The browser
    // builds the address from the block (src/app/tryLinks.ts), so the page does not carry the code twice.
    for (const block of blocks)
      if (
        block.variant === "run" ||
        (block.variant === "norun" && block.lang === "cpp" && WHOLE_PROGRAM.test(block.code))
      )
        block.pre.properties = { ...block.pre.properties, dataTry: true }
  }
}
