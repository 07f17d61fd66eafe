import { foldDiacritics } from "../lib/vietnamese"

export interface SnippetPart {
  text: string
  match: boolean
}

export const SNIPPET_LENGTH = 140

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

/** A window of the text around the first matched word, cut at SNIPPET_LENGTH with ellipses, matches marked. */
export function buildSnippet(
  text: string,
  words: string[],
  length = SNIPPET_LENGTH,
): SnippetPart[] {
  const folded = foldDiacritics(text.normalize("NFC")).toLowerCase()
  const foldedWords = words.map((word) => foldDiacritics(word)).filter((word) => word.length > 0)
  let first = -1
  for (const word of foldedWords) {
    const at = folded.indexOf(word)
    if (at !== -1 && (first === -1 || at < first)) first = at
  }
  const nfc = text.normalize("NFC")
  let start = first <= length / 3 ? 0 : first - Math.floor(length / 3)
  if (start > 0) {
    const space = nfc.indexOf(" ", start)
    if (space !== -1 && space < first) start = space + 1
  }
  let end = Math.min(nfc.length, start + length)
  if (end < nfc.length) {
    const space = nfc.lastIndexOf(" ", end)
    if (space > start + length / 2) end = space
  }
  const windowText = nfc.slice(start, end)
  const parts = markMatches(windowText, foldedWords)
  if (start > 0) parts.unshift({ text: "…", match: false })
  if (end < nfc.length) parts.push({ text: "…", match: false })
  return parts
}

const foldedCharacters = new Map<string, string>()

/** One character, lower case without its marks (cached: snippets fold every character of their window). */
function foldCharacter(ch: string): string {
  let folded = foldedCharacters.get(ch)
  if (folded === undefined) {
    folded = foldDiacritics(ch).toLowerCase().slice(0, 1) || ch
    if (foldedCharacters.size > 10_000) foldedCharacters.clear()
    foldedCharacters.set(ch, folded)
  }
  return folded
}

/** Splits text into marked and unmarked parts, comparing without diacritics (NFC text keeps its offsets). */
export function markMatches(text: string, foldedWords: string[]): SnippetPart[] {
  if (foldedWords.length === 0) return [{ text, match: false }]
  // Folding maps each NFC character to exactly one character, so offsets in the folded text are offsets in text.
  const folded = Array.from(text, foldCharacter).join("")
  const pattern = new RegExp(
    [...foldedWords]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|"),
    "g",
  )
  const chars = Array.from(text)
  const parts: SnippetPart[] = []
  let last = 0
  for (const match of folded.matchAll(pattern)) {
    const index = match.index ?? 0
    if (match[0].length === 0) continue
    if (index > last) parts.push({ text: chars.slice(last, index).join(""), match: false })
    parts.push({ text: chars.slice(index, index + match[0].length).join(""), match: true })
    last = index + match[0].length
  }
  if (last < chars.length) parts.push({ text: chars.slice(last).join(""), match: false })
  return parts
}
