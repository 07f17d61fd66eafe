import { foldDiacritics } from "../lib/vietnamese"
import { joinedIdentifier, normalize, tokenize } from "./tokenize"

/** What ranking reads of a document: everything but its text, which the index stands for. */
export interface RankFields {
  route: string
  pageTitle: string
  /** "" for the page's own document */
  sectionHeading: string
  crumbs: string
}

export interface SearchHit extends RankFields {
  id: string
  /** The section's heading id, the link's #fragment ("" for the page itself). */
  headingId: string
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

interface FieldTerms {
  /** words as written (case-folded), identifiers whole and in parts */
  exact: Set<string>
  /** the same words without diacritics */
  folded: Set<string>
}

const termCache = new Map<string, FieldTerms>()

/** The terms of a field, cached: the same store strings are scored again and again. */
export function fieldTerms(text: string): FieldTerms {
  let terms = termCache.get(text)
  if (!terms) {
    const all = tokenize(text)
    const exact = new Set(all)
    const folded = new Set(all.map((term) => foldDiacritics(term)))
    terms = { exact, folded }
    if (termCache.size > 50_000) termCache.clear()
    termCache.set(text, terms)
  }
  return terms
}

/** Whole-word match: with the typed diacritics scores `exact`, without them `folded`, as a prefix `prefix`. */
function wordScore(
  terms: FieldTerms,
  word: string,
  folded: string,
  allowPrefix: boolean,
  weights: [number, number, number],
): number {
  if (terms.exact.has(word)) return weights[0]
  if (terms.folded.has(folded)) return weights[1]
  if (allowPrefix && folded.length >= 2) {
    for (const term of terms.folded) if (term.startsWith(folded)) return weights[2]
  }
  return 0
}

const foldedCache = new Map<string, string>()

/** Lower-case text without diacritics, cached (NFD normalisation of long texts is the costly part of ranking). */
function foldedText(text: string): string {
  let folded = foldedCache.get(text)
  if (folded === undefined) {
    folded = foldDiacritics(normalize(text))
    if (foldedCache.size > 50_000) foldedCache.clear()
    foldedCache.set(text, folded)
  }
  return folded
}

const LOW_VALUE_SECTIONS = new Set(["xem them", "ghi chu"])

/** A query as the ranking sees it (src/search/searcher.ts builds it). */
export interface RankQuery {
  /** Typed words, a typo replaced by the identifier it most likely meant. */
  words: string[]
  folded: string[]
  /** Identifier parts the query's Vietnamese phrases point to ("sắp xếp" -> sort). */
  concepts: string[]
  /** Pages the query names as a concept ("ngăn xếp" -> /containers/stack/), with the share of the query named. */
  conceptPages: Map<string, number>
  /** Below 1 when a word was corrected: corrected matches rank below exact ones. */
  confidence: number
}

interface TitleNames {
  /** The last `::` part of the title, lower case: "std::vector::at" -> "at". */
  symbol: string
  symbolParts: Set<string>
  /** The forms a query naming the page takes: the title, its symbol, either without separators. */
  names: Set<string>
}

const titleCache = new Map<string, TitleNames>()

function titleNames(title: string): TitleNames {
  let names = titleCache.get(title)
  if (!names) {
    const whole = normalize(title)
    const symbol = normalize(title.split("::").pop() ?? title)
    names = {
      symbol,
      symbolParts: fieldTerms(symbol).exact,
      names: new Set([whole, symbol, joinedIdentifier(whole), joinedIdentifier(symbol)]),
    }
    titleCache.set(title, names)
  }
  return names
}

/** The query (its words joined by spaces) is the page's name: its title or symbol, with or without separators. */
export function queryNamesPage(doc: RankFields, typed: string): boolean {
  return titleNames(doc.pageTitle).names.has(typed)
}

/**
 * Relevance of a candidate: title and symbol matches above section headings above text; matches with the typed
 * diacritics above folded ones; whole words only (the last word may be a prefix, as the reader is still typing);
 * a page's own document above its sections; section indexes a little below pages unless the query is their name.
 * `body[i]` is how word i matched the document's indexed text (up to 3 exact, 2 folded, 1 prefix, 0 none).
 */
export function scoreDocument(doc: RankFields, body: number[], query: RankQuery): number {
  const { words, folded: foldedWords, concepts } = query
  const title = fieldTerms(doc.pageTitle)
  const section = fieldTerms(doc.sectionHeading)
  const crumbs = fieldTerms(doc.crumbs)
  const lowValueSection = LOW_VALUE_SECTIONS.has(foldedText(doc.sectionHeading))
  // A page's own document is the one without a section heading (src/search/documents.ts).
  const isPage = doc.sectionHeading === ""
  let score = 0
  let titleHits = 0
  let matchedWords = 0
  words.forEach((word, index) => {
    const last = index === words.length - 1
    const folded = foldedWords[index]
    const inTitle = wordScore(title, word, folded, last, [10, 7, 4])
    const inSection = wordScore(section, word, folded, last, [5, 3, 2])
    const inBody = body[index] ?? 0
    const inCrumbs = wordScore(crumbs, word, folded, false, [1, 0.5, 0])
    if (inTitle > 0) titleHits += 1
    if (inTitle + inSection + inBody + inCrumbs > 0) matchedWords += 1
    score += inTitle + inSection + inBody * (lowValueSection ? 0.3 : 1) + inCrumbs
  })
  // Every typed word found somewhere counts more than many hits of one word.
  score *= matchedWords / words.length
  if (titleHits === words.length) score += 12
  const titleName = titleNames(doc.pageTitle)
  const namesTitle = queryNamesPage(doc, words.join(" "))
  if (namesTitle) score += isPage ? 30 : 10
  if (words.length > 1 && foldedText(doc.sectionHeading).includes(foldedWords.join(" "))) score += 6
  // A Vietnamese phrase naming a C++ concept ("sắp xếp" -> sort) rewards pages whose symbol holds that concept,
  // per concept covered ("sắp xếp ổn định" -> stable_sort covers two), and a little more when it is the whole symbol.
  const coveredConcepts = concepts.filter((concept) => titleName.symbolParts.has(concept)).length
  score += 12 * coveredConcepts
  if (concepts.includes(titleName.symbol)) score += 8
  // The phrase names no container, so the free algorithm (std::count) answers it before the members (set::count).
  if (coveredConcepts > 0 && doc.pageTitle.split("::").length === 2) score += 4
  const conceptCoverage = query.conceptPages.get(doc.route) ?? 0
  // Squared: a concept named by the whole query decides; one named by half of it ("tập hợp" in "hiệu hai tập hợp")
  // only helps.
  if (conceptCoverage > 0) score += (isPage ? 40 : 8) * conceptCoverage ** 2
  if (isPage) score += 2
  if (doc.route.endsWith("/") && !namesTitle && conceptCoverage === 0) score *= 0.7
  return score * query.confidence
}

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

export interface RankOptions {
  limit: number
  /** Only hits whose url starts with this path (the `ctx` URL parameter). */
  ctx?: string | null
  /** One hit per page, its best section (the suggestions); otherwise every matching section (the search page). */
  onePerPage?: boolean
}

export interface RankedCandidate<T> {
  item: T
  doc: RankFields
  score: number
}

/** Scores, orders and cuts the candidates; ties go to the shorter title, then the url. */
export function rankCandidates<T>(
  candidates: Array<{ item: T; doc: RankFields; body: number[] }>,
  query: RankQuery,
  options: RankOptions,
): Array<RankedCandidate<T>> {
  if (query.words.length === 0) return []
  const ranked = candidates
    .filter(({ doc }) => !options.ctx || doc.route.startsWith(options.ctx))
    .map(({ item, doc, body }) => ({ item, doc, score: scoreDocument(doc, body, query) }))
    .filter(({ score }) => score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        a.doc.pageTitle.length - b.doc.pageTitle.length ||
        a.doc.pageTitle.localeCompare(b.doc.pageTitle) ||
        a.doc.route.localeCompare(b.doc.route) ||
        a.doc.sectionHeading.localeCompare(b.doc.sectionHeading),
    )
  const seenPages = new Set<string>()
  const kept: Array<RankedCandidate<T>> = []
  for (const candidate of ranked) {
    if (kept.length >= options.limit) break
    if (options.onePerPage) {
      if (seenPages.has(candidate.doc.route)) continue
      seenPages.add(candidate.doc.route)
    }
    kept.push(candidate)
  }
  return kept
}
