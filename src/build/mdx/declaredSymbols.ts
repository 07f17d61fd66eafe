import type { Code } from "mdast"

const DECLARED_NAME = /([A-Za-z_][\w:]*(?:\[\]|[+=<>!-]{1,3})?)\s*\(/g

/** The names declared in signature blocks (```cpp decl): a search for a symbol finds the page declaring it. */
export function declaredSymbols(blocks: Array<Pick<Code, "value">>): string[] {
  const symbols = new Set<string>()
  for (const block of blocks)
    for (const match of block.value.matchAll(DECLARED_NAME)) symbols.add(match[1])
  return [...symbols]
}
