/** What the pairing rule reads of a code block: the build's fenced blocks and the browser's article blocks alike. */
export interface CodeBlockShape {
  variant: string
  lang: string
  code: string
}

/**
 * The `text stdin` and `text output` blocks that belong to the `cpp run` block at `index`: those after it, before
 * the next runnable block or other C++ block; a stdin block counts only before the output. The build's example
 * runner and the browser's "Chạy thử" link both read an example's input this way.
 */
export function exampleCompanions(
  blocks: CodeBlockShape[],
  index: number,
): { stdin: string; output: number | null } {
  let stdin = ""
  for (let next = index + 1; next < blocks.length && blocks[next].variant !== "run"; next += 1) {
    if (blocks[next].variant === "stdin") stdin = blocks[next].code + "\n"
    else if (blocks[next].variant === "output") return { stdin, output: next }
    else if (blocks[next].lang === "cpp") break
  }
  return { stdin, output: null }
}
