import { foldDiacritics } from "../lib/vietnamese"
import type { SnippetPart } from "./snippet"
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
  weights: readonly [number, number, number],
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

/**
 * What each kind of match adds to a document's score (scoreDocument). The word weights are for a match with the
 * typed diacritics, without them, and as a prefix of the last word (the reader is still typing). The search quality
 * tests (tests/unit/search, tests/e2e/searchQuality.test.ts) hold the ranking these values give.
 */
export const RANK_WEIGHTS = {
  titleWord: [10, 7, 4],
  sectionWord: [5, 3, 2],
  crumbWord: [1, 0.5, 0],
  /** Share of a body match counted in a "Xem thêm" or "Ghi chú" section. */
  lowValueSectionBody: 0.3,
  /** Every typed word is in the title. */
  allWordsInTitle: 12,
  /** The query is the page's name (its title or symbol): on the page's own document, on one of its sections. */
  namesPage: 30,
  namesPageSection: 10,
  /** A query of several words found as a phrase in the section heading. */
  phraseInSectionHeading: 6,
  /** Per Vietnamese concept the page's symbol holds ("sắp xếp" -> sort), and more when it is the whole symbol. */
  conceptInSymbol: 12,
  conceptIsSymbol: 8,
  /** A concept phrase names no container: the free algorithm (std::count) before the members (set::count). */
  freeFunctionForConcept: 4,
  /** A page the query names as a concept, times the squared share of the query that names it. */
  conceptPage: 40,
  conceptPageSection: 8,
  /** A page's own document before its sections. */
  pageDocument: 2,
  /** Factor for an index page ("/x/") that the query names neither by title nor as a concept. */
  unnamedIndexPage: 0.7,
} as const

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
    const inTitle = wordScore(title, word, folded, last, RANK_WEIGHTS.titleWord)
    const inSection = wordScore(section, word, folded, last, RANK_WEIGHTS.sectionWord)
    const inBody = body[index] ?? 0
    const inCrumbs = wordScore(crumbs, word, folded, false, RANK_WEIGHTS.crumbWord)
    if (inTitle > 0) titleHits += 1
    if (inTitle + inSection + inBody + inCrumbs > 0) matchedWords += 1
    score +=
      inTitle +
      inSection +
      inBody * (lowValueSection ? RANK_WEIGHTS.lowValueSectionBody : 1) +
      inCrumbs
  })
  // Every typed word found somewhere counts more than many hits of one word.
  score *= matchedWords / words.length
  if (titleHits === words.length) score += RANK_WEIGHTS.allWordsInTitle
  const titleName = titleNames(doc.pageTitle)
  const namesTitle = queryNamesPage(doc, words.join(" "))
  if (namesTitle) score += isPage ? RANK_WEIGHTS.namesPage : RANK_WEIGHTS.namesPageSection
  if (words.length > 1 && foldedText(doc.sectionHeading).includes(foldedWords.join(" ")))
    score += RANK_WEIGHTS.phraseInSectionHeading
  // A Vietnamese phrase naming a C++ concept ("sắp xếp" -> sort) rewards pages whose symbol holds that concept,
  // per concept covered ("sắp xếp ổn định" -> stable_sort covers two), and a little more when it is the whole symbol.
  const coveredConcepts = concepts.filter((concept) => titleName.symbolParts.has(concept)).length
  score += RANK_WEIGHTS.conceptInSymbol * coveredConcepts
  if (concepts.includes(titleName.symbol)) score += RANK_WEIGHTS.conceptIsSymbol
  // The phrase names no container, so the free algorithm (std::count) answers it before the members (set::count).
  if (coveredConcepts > 0 && doc.pageTitle.split("::").length === 2)
    score += RANK_WEIGHTS.freeFunctionForConcept
  const conceptCoverage = query.conceptPages.get(doc.route) ?? 0
  // Squared: a concept named by the whole query decides; one named by half of it ("tập hợp" in "hiệu hai tập hợp")
  // only helps.
  if (conceptCoverage > 0)
    score +=
      (isPage ? RANK_WEIGHTS.conceptPage : RANK_WEIGHTS.conceptPageSection) * conceptCoverage ** 2
  if (isPage) score += RANK_WEIGHTS.pageDocument
  if (doc.route.endsWith("/") && !namesTitle && conceptCoverage === 0)
    score *= RANK_WEIGHTS.unnamedIndexPage
  return score * query.confidence
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
