import { exampleCompanions } from "../../lib/exampleInput"
import type { FencedBlock } from "../mdx/contentPage"

/** A runnable example with what it reads and what it must print. */
export interface RunnableExample {
  code: string
  line: number
  stdin: string
  expected: FencedBlock | null
}

/**
 * Pairs each `cpp run` block of a page (its code blocks from parseContentPage) with its `text stdin` and
 * `text output` blocks (src/lib/exampleInput.ts). A run block with no output block gets `expected: null` (the lint
 * reports it).
 */
export function runnableExamples(blocks: FencedBlock[]): RunnableExample[] {
  return blocks.flatMap((block, index) => {
    if (block.variant !== "run") return []
    const { stdin, output } = exampleCompanions(blocks, index)
    return [{ code: block.code, line: block.line, stdin, expected: output === null ? null : blocks[output] }]
  })
}
