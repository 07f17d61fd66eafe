import { compilerExplorerUrl } from "../../lib/compilerExplorer"
import { runnableExamples } from "../content/codeBlocks"
import { parseCodeMeta, type CodeVariant } from "./codeMeta"
import { highlightToLines } from "./highlight"

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

/**
 * Highlights fenced code at build time (no highlighter shipped to the browser) and records the fence meta
 * (title, highlighted lines, variant, platform) as data attributes that rehypeArticle turns into the block's header.
 * A runnable example also gets its "Chạy thử" URL: its code with the `text stdin` block that follows it.
 */
export default function rehypeCodeBlocks() {
  return (tree: HastNode) => {
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

      code.children = highlightToLines(source, language).map((runs, index) => ({
        type: "element",
        tagName: "span",
        properties: {
          className: meta.highlightedLines.has(index + 1)
            ? ["code-line", "code-line--highlighted"]
            : ["code-line"],
        },
        children: runs.map((run) =>
          run.classes.length === 0
            ? { type: "text", value: run.text }
            : {
                type: "element",
                tagName: "span",
                properties: { className: ["token", ...run.classes] },
                children: [{ type: "text", value: run.text }],
              },
        ),
      }))
      pre.properties = {
        ...(pre.properties ?? {}),
        dataLanguage: language,
        dataVariant: meta.variant,
        ...(meta.title ? { dataTitle: meta.title } : {}),
        ...(meta.platform ? { dataPlatform: meta.platform } : {}),
      }
    })
    const runBlocks = blocks.filter((block) => block.variant === "run")
    runnableExamples(
      blocks.map((block) => ({ ...block, meta: "", flags: [], line: 0, endLine: 0 })),
    ).forEach((example, index) => {
      const pre = runBlocks[index].pre
      pre.properties = {
        ...pre.properties,
        dataTryUrl: compilerExplorerUrl(example.code, example.stdin),
      }
    })
  }
}
