import type { FencedBlock } from "../mdx/contentPage"

/** A runnable example with what it reads and what it must print. */
export interface RunnableExample {
  code: string
  line: number
  stdin: string
  expected: FencedBlock | null
}

/**
 * Pairs each `cpp run` block of a page (its code blocks from parseContentPage) with the `text stdin` and
 * `text output` blocks that follow it, before the next runnable block. A run block with no output block gets
 * `expected: null` (the lint reports it).
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
