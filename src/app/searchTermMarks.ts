import { foldDiacritics } from "../lib/vietnamese"

export const HIGHLIGHT_CLASS = "search-highlight"

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** One char of folded text per char of text, so match offsets map back to the original (NFC) text. */
function foldPerChar(text: string): string {
  let out = ""
  for (let i = 0; i < text.length; i += 1)
    out += foldDiacritics(text[i]).toLowerCase()[0] ?? text[i]
  return out
}

/**
 * Wraps every occurrence of the terms (diacritics- and case-insensitive) in the element's text with <mark>.
 * Code blocks included; scripts and existing marks skipped. Returns the marks, in document order.
 */
export function highlightTerms(root: HTMLElement, terms: string[]): HTMLElement[] {
  const folded = terms
    .map((term) => foldDiacritics(term.normalize("NFC")).toLowerCase().trim())
    .filter((t) => t.length > 0)
  if (folded.length === 0) return []
  const pattern = new RegExp(
    folded
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "g",
  )
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) =>
      node.parentElement?.closest(`script, style, mark.${HIGHLIGHT_CLASS}`)
        ? NodeFilter.FILTER_REJECT
        : NodeFilter.FILTER_ACCEPT,
  })
  const textNodes: Text[] = []
  while (walker.nextNode()) textNodes.push(walker.currentNode as Text)
  const marks: HTMLElement[] = []
  for (const node of textNodes) {
    const text = node.data.normalize("NFC")
    const haystack = foldPerChar(text)
    const matches = [...haystack.matchAll(pattern)].filter((m) => m[0].length > 0)
    if (matches.length === 0) continue
    const fragment = root.ownerDocument.createDocumentFragment()
    let last = 0
    for (const match of matches) {
      const start = match.index ?? 0
      if (start > last) fragment.append(text.slice(last, start))
      const mark = root.ownerDocument.createElement("mark")
      mark.className = HIGHLIGHT_CLASS
      mark.textContent = text.slice(start, start + match[0].length)
      fragment.append(mark)
      marks.push(mark)
      last = start + match[0].length
    }
    if (last < text.length) fragment.append(text.slice(last))
    node.replaceWith(fragment)
  }
  return marks
}

/** Undoes highlightTerms: every mark becomes plain text again. */
export function clearHighlights(root: HTMLElement): void {
  for (const mark of Array.from(root.querySelectorAll(`mark.${HIGHLIGHT_CLASS}`))) {
    const parent = mark.parentNode
    mark.replaceWith(mark.textContent ?? "")
    parent?.normalize()
  }
}
