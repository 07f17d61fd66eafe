import { foldDiacritics } from "../lib/vietnamese"
import { normalize, queryWords } from "./tokenize"

/** What the store keeps of a document (the text itself is only in the index). */
export interface StoredDocument {
  u: string
  h: string
  t: string
  s: string
  b: string
  p: string
}

export interface SearchHit extends StoredDocument {
  id: string
  score: number
  /** The snippet as plain text parts; `match: true` parts are rendered in <mark> (never as HTML). */
  snippet: SnippetPart[]
}

export interface SnippetPart {
  text: string
  match: boolean
}

export const SNIPPET_LENGTH = 140

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

function fieldScore(field: string, word: string, exactWeight: number, foldedWeight: number): number {
  const value = normalize(field)
  if (value.includes(word)) return exactWeight
  if (foldDiacritics(value).includes(foldDiacritics(word))) return foldedWeight
  return 0
}

/**
 * Relevance of a candidate for the typed words: title and symbol matches above section headings above body text;
 * matches with the typed diacritics above folded ones; the page document slightly above its sections.
 */
export function scoreDocument(doc: StoredDocument, words: string[]): number {
  let score = 0
  const title = doc.t
  const lastSymbol = title.split("::").pop() ?? title
  for (const word of words) {
    score += fieldScore(title, word, 10, 7)
    if (normalize(lastSymbol) === word) score += 8
    score += fieldScore(doc.s, word, 5, 3)
    score += fieldScore(doc.p, word, 2, 1)
    score += fieldScore(doc.b, word, 1, 0.5)
  }
  if (words.length > 1 && normalize(title).includes(words.join(" "))) score += 5
  if (doc.h === "") score += 1
  return score
}

/** A window of the text around the first matched word, cut at SNIPPET_LENGTH with ellipses, matches marked. */
export function buildSnippet(text: string, words: string[], length = SNIPPET_LENGTH): SnippetPart[] {
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

/** Splits text into marked and unmarked parts, comparing without diacritics (NFC text keeps its offsets). */
export function markMatches(text: string, foldedWords: string[]): SnippetPart[] {
  if (foldedWords.length === 0) return [{ text, match: false }]
  // Folding maps each NFC character to exactly one character, so offsets in the folded text are offsets in text.
  const folded = Array.from(text, (ch) => foldDiacritics(ch).toLowerCase().slice(0, 1) || ch).join("")
  const pattern = new RegExp(
    [...foldedWords].sort((a, b) => b.length - a.length).map(escapeRegExp).join("|"),
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

export interface RankOptions {
  limit: number
  /** Only hits whose url starts with this path (the `ctx` URL parameter). */
  ctx?: string | null
}

export function rankCandidates(
  query: string,
  candidates: Array<[string, StoredDocument]>,
  options: RankOptions,
): SearchHit[] {
  const words = queryWords(query)
  if (words.length === 0) return []
  return candidates
    .filter(([, doc]) => !options.ctx || doc.u.startsWith(options.ctx))
    .map(([id, doc]) => ({ ...doc, id, score: scoreDocument(doc, words), snippet: buildSnippet(doc.p, words) }))
    .sort((a, b) => b.score - a.score || a.t.localeCompare(b.t) || a.u.localeCompare(b.u))
    .slice(0, options.limit)
}
