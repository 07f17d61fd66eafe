import { parseCodeMeta, type CodeVariant } from "../mdx/codeMeta"

/** A fenced code block of an MDX source, with the 1-based line of its opening fence. */
export interface FencedBlock {
  lang: string
  meta: string
  variant: CodeVariant
  code: string
  line: number
}

/** A runnable example with what it reads and what it must print. */
export interface RunnableExample {
  code: string
  line: number
  stdin: string
  expected: FencedBlock | null
}

const FENCE_OPEN = /^(\s*)(`{3,}|~{3,})\s*([\w+#-]*)\s*(.*)$/

/** Every fenced block of a Markdown/MDX source, in order. An unclosed fence is reported, not ignored. */
export function extractFencedBlocks(source: string): FencedBlock[] {
  const lines = source.split(/\r?\n/)
  const blocks: FencedBlock[] = []
  for (let index = 0; index < lines.length; index += 1) {
    const open = FENCE_OPEN.exec(lines[index])
    if (!open) continue
    const [, indent, fence, lang, meta] = open
    const body: string[] = []
    let closed = false
    let cursor = index + 1
    for (; cursor < lines.length; cursor += 1) {
      const line = lines[cursor]
      const trimmed = line.trim()
      if (trimmed.startsWith(fence[0].repeat(fence.length)) && trimmed.replace(/[`~]/g, "") === "") {
        closed = true
        break
      }
      body.push(indent && line.startsWith(indent) ? line.slice(indent.length) : line)
    }
    if (!closed) throw new Error(`khối mã mở ở dòng ${index + 1} không được đóng`)
    blocks.push({ lang, meta: meta.trim(), variant: parseCodeMeta(meta).variant, code: body.join("\n"), line: index + 1 })
    index = cursor
  }
  return blocks
}

/**
 * Pairs each `cpp run` block with the `text stdin` and `text output` blocks that follow it (before the next
 * runnable block). A run block with no output block gets `expected: null` (the lint reports it).
 */
export function runnableExamples(blocks: FencedBlock[]): RunnableExample[] {
  const examples: RunnableExample[] = []
  for (let index = 0; index < blocks.length; index += 1) {
    const block = blocks[index]
    if (block.variant !== "run") continue
    let stdin = ""
    let expected: FencedBlock | null = null
    for (let next = index + 1; next < blocks.length && blocks[next].variant !== "run"; next += 1) {
      if (blocks[next].variant === "stdin" && !expected) stdin = blocks[next].code + "\n"
      else if (blocks[next].variant === "output") {
        expected = blocks[next]
        break
      } else if (blocks[next].lang === "cpp") break
    }
    examples.push({ code: block.code, line: block.line, stdin, expected })
  }
  return examples
}
