import type { StyledText } from "./syntaxHighlight"

/**
 * Prism's token classes grouped by the colour src/styles/global.css draws them in, each colour named by Pygments'
 * short token class (`k` keyword, `s` string, `m` number, `nf` function, `kt` type, `cp` preprocessor, `c` comment):
 * a code block has hundreds of these spans, and short names keep the page's HTML small. A token with classes from
 * several groups takes the colour of the last group here: a `#include` line's string and keyword parts draw as the
 * directive, and a comment stays a comment wherever it is. Classes in no group (punctuation, operators, `::`) draw
 * in the code's own colour.
 */
const COLOURS: ReadonlyArray<readonly [colour: string, classes: readonly string[]]> = [
  ["k", ["keyword", "boolean", "important"]],
  ["s", ["string", "char", "attr-value", "url"]],
  ["m", ["number", "constant"]],
  ["nf", ["function", "class-name"]],
  ["kt", ["builtin", "variable"]],
  ["cp", ["macro", "directive", "directive-hash", "property"]],
  ["c", ["comment", "prolog", "doctype"]],
]

/** The colour a token with these classes is drawn in, or null for the code's own colour. */
export function colourOf(classes: readonly string[]): string | null {
  let found: string | null = null
  for (const [colour, members] of COLOURS)
    if (classes.some((name) => members.includes(name))) found = colour
  return found
}

/**
 * A line's runs as the reader sees them: each run carries only its colour, and neighbours of one colour are one
 * run. Punctuation and operators are a third of a C++ block's tokens, so this keeps a page's HTML and DOM small.
 * The text is unchanged, character for character.
 */
export function paintRuns(runs: readonly StyledText[]): StyledText[] {
  const painted: StyledText[] = []
  for (const run of runs) {
    const colour = colourOf(run.classes)
    const previous = painted[painted.length - 1]
    if (previous && previous.classes[0] === (colour ?? undefined)) previous.text += run.text
    else painted.push({ text: run.text, classes: colour ? [colour] : [] })
  }
  return painted
}
