import { foldDiacritics } from "../lib/vietnamese"
import { conceptPages, glossaryTerms } from "./glossary"
import { fieldTerms, queryNamesPage, rankCandidates, type RankFields, type SearchHit } from "./rank"
import { buildSnippet } from "./snippet"
import {
  decodePostings,
  shardFile,
  storeShardFor,
  termKey,
  termShardFor,
  termShardsForPrefix,
  TableReader,
  type SearchManifest,
  type StoreShard,
  type TermShard,
} from "./shards"
import { queryWords } from "./tokenize"
import { isIdentifierLike, oneEditCorrections } from "./typos"

/** Reads one file of the sharded index by name (fetch in the worker, the file system in Node). */
export type ShardLoader = (file: string) => Promise<unknown>

export interface SearchRequest {
  limit: number
  ctx?: string | null
  onePerPage?: boolean
}

/** A prefix shorter than this matches too many terms to help. */
const PREFIX_MIN_LENGTH = 3
/** The terms a prefix expands to, shortest first. */
const PREFIX_EXPANSIONS = 30
const WORD_LIMIT = 10
/** Scoring stops widening the candidates (by fewer words held) once it has this many. */
const MIN_CANDIDATES = 60
/** Candidates scored in full, at most (plus the pages the query names). */
const SCORED_LIMIT = 200
/** A corrected word scores this share of an exact one. */
const CORRECTED_CONFIDENCE = 0.8

/** Body weight of a word's match in a document's indexed text. */
const EXACT = 3
const FOLDED = 2
const PREFIX = 1

/**
 * Adds postings (document -> FlexSearch slot) to `weights` (document -> best weight). The slot (0-8, where the
 * term first occurs) shades the weight: a term in the title or intro weighs more than one near the end.
 */
function weighInto(weights: Map<number, number>, postings: Map<number, number>, weight: number) {
  for (const [doc, slot] of postings)
    weights.set(doc, Math.max(weights.get(doc) ?? 0, weight * (1 - slot / 20)))
  return weights
}

/**
 * The search over the sharded index (src/search/shards.ts), shared by the worker and Node (quality test, bench):
 * fetches the manifest (with its table) once, then per query only the term shards of the typed words and the store
 * shards of the hits it returns; every fetched shard is kept for the next query.
 */
export class Searcher {
  private readonly termShards = new Map<number, Promise<TermShard>>()
  private readonly storeShards = new Map<number, Promise<StoreShard>>()
  private readonly decoded = new Map<string, Map<number, number>>()
  private vocabulary: string[] | null = null
  private readonly pageDocs: Map<string, number>
  private readonly table: TableReader

  private constructor(
    private readonly manifest: SearchManifest,
    private readonly load: ShardLoader,
  ) {
    this.table = new TableReader(manifest.table)
    this.pageDocs = this.table.ownDocuments()
  }

  static async open(load: ShardLoader, manifestFile: string): Promise<Searcher> {
    const manifest = (await load(manifestFile)) as SearchManifest
    if (manifest?.version !== 5) throw new Error("Chỉ mục tìm kiếm không đúng phiên bản")
    return new Searcher(manifest, load)
  }

  get documentCount(): number {
    return this.manifest.documents
  }

  async search(query: string, request: SearchRequest): Promise<SearchHit[]> {
    const typed = queryWords(query).slice(0, WORD_LIMIT)
    if (typed.length === 0) return []
    const { words, matches, confidence } = await this.matchWords(typed)
    const concepts = glossaryTerms(query)
    const conceptMatches = await Promise.all(
      concepts.map(async (concept) =>
        weighInto(new Map(), await this.postingsOf([concept]), EXACT),
      ),
    )
    const pagesNamed = new Map(conceptPages(query).map(({ route, coverage }) => [route, coverage]))
    const candidates = this.candidates([...matches, ...conceptMatches], words)
    for (const route of pagesNamed.keys()) {
      const doc = this.pageDocs.get(route)
      if (doc !== undefined) candidates.add(doc)
    }
    const ranked = rankCandidates(
      [...candidates].map((doc) => ({
        item: doc,
        doc: this.rankFields(doc),
        body: matches.map((byDoc) => byDoc.get(doc) ?? 0),
      })),
      {
        words,
        folded: words.map((word) => foldDiacritics(word)),
        concepts,
        conceptPages: pagesNamed,
        confidence,
      },
      request,
    )
    return Promise.all(
      ranked.map(async ({ item: doc, doc: fields, score }) => {
        const [hash, text] = await this.stored(doc)
        return {
          ...fields,
          headingId: hash,
          id: String(doc + 1),
          score,
          snippet: buildSnippet(text, words),
        }
      }),
    )
  }

  /**
   * Each typed word's documents (the last word also as a prefix). A word the index does not know, written like an
   * identifier, is replaced by the identifier one edit away, and the query's confidence drops.
   */
  private async matchWords(typed: string[]) {
    const lastIndex = typed.length - 1
    const matchAll = (words: string[]) =>
      Promise.all(words.map((word, i) => this.wordMatches(word, i === lastIndex)))
    const matches = await matchAll(typed)
    const words = typed.map((word, i) =>
      matches[i].size > 0 ? word : (oneEditCorrections(word, this.identifiers())[0] ?? word),
    )
    if (words.every((word, i) => word === typed[i])) return { words, matches, confidence: 1 }
    return { words, matches: await matchAll(words), confidence: CORRECTED_CONFIDENCE }
  }

  /**
   * The documents to score: how many of the query's word and concept lists hold each document; a score is scaled
   * by the share of words found, so only those holding the most are kept, widened until there are
   * MIN_CANDIDATES, then cut to the most relevant.
   */
  private candidates(lists: Array<Map<number, number>>, words: string[]): Set<number> {
    const held = new Map<number, number>()
    for (const byDoc of lists)
      for (const doc of byDoc.keys()) held.set(doc, (held.get(doc) ?? 0) + 1)
    const docsHolding: number[] = []
    for (const count of held.values()) docsHolding[count] = (docsHolding[count] ?? 0) + 1
    let required = docsHolding.length - 1
    let enough = docsHolding[required] ?? 0
    while (required > 1 && enough < MIN_CANDIDATES) {
      required -= 1
      enough += docsHolding[required] ?? 0
    }
    const holdingMost = [...held].filter(([, count]) => count >= required).map(([doc]) => doc)
    return new Set(this.mostRelevant(holdingMost, lists, words))
  }

  /**
   * The documents worth scoring in full: at most SCORED_LIMIT by their index weights (which favour terms early in
   * a document: title, heading, description), plus every page the query names outright.
   */
  private mostRelevant(docs: number[], weights: Array<Map<number, number>>, words: string[]) {
    if (docs.length <= SCORED_LIMIT) return docs
    const typed = words.join(" ")
    const weight = (doc: number) => weights.reduce((sum, byDoc) => sum + (byDoc.get(doc) ?? 0), 0)
    const named = docs.filter((doc) => queryNamesPage(this.rankFields(doc), typed))
    const heaviest = docs
      .map((doc) => ({ doc, weight: weight(doc) }))
      .sort((a, b) => b.weight - a.weight || a.doc - b.doc)
      .slice(0, SCORED_LIMIT)
      .map(({ doc }) => doc)
    return [...new Set([...heaviest, ...named])]
  }

  /** Identifiers the site names in its page titles: what a typo is corrected to. Built on the first typo. */
  private identifiers(): string[] {
    if (!this.vocabulary) {
      const found = new Set<string>()
      for (const [, title] of this.manifest.table.pages)
        for (const term of fieldTerms(title).exact) if (isIdentifierLike(term)) found.add(term)
      this.vocabulary = [...found]
    }
    return this.vocabulary
  }

  private rankFields(doc: number): RankFields {
    const { url, title, heading, crumbs } = this.table.row(doc)
    return { route: url, pageTitle: title, sectionHeading: heading, crumbs }
  }

  /** Documents holding the word, with its best body weight: as typed, without diacritics, or as a prefix. */
  private async wordMatches(word: string, isLast: boolean): Promise<Map<number, number>> {
    const folded = foldDiacritics(word)
    const weights = new Map<number, number>()
    const add = (postings: Map<number, number>, weight: number) =>
      weighInto(weights, postings, weight)
    add(await this.postingsOf([word]), word === folded ? FOLDED : EXACT)
    if (folded !== word) add(await this.postingsOf([folded]), FOLDED)
    if (isLast && termKey(word).length >= PREFIX_MIN_LENGTH)
      add(await this.postingsOf(await this.prefixTerms(word)), PREFIX)
    return weights
  }

  /** Documents holding any of the terms, with the best relevance slot. */
  private async postingsOf(terms: string[]): Promise<Map<number, number>> {
    if (terms.length === 1) return this.termPostings(terms[0])
    const docs = new Map<number, number>()
    for (const term of terms) {
      for (const [doc, slot] of await this.termPostings(term))
        docs.set(doc, Math.min(docs.get(doc) ?? Infinity, slot))
    }
    return docs
  }

  /** One term's documents and slots, decoded once per visit. */
  private async termPostings(term: string): Promise<Map<number, number>> {
    let postings = this.decoded.get(term)
    if (!postings) {
      const shard = await this.termShard(termShardFor(this.manifest, term))
      const codes = shard[term] ?? []
      postings = new Map(decodePostings(codes).map(({ doc, slot }) => [doc, slot]))
      this.decoded.set(term, postings)
    }
    return postings
  }

  private async prefixTerms(prefix: string): Promise<string[]> {
    const key = termKey(prefix)
    const shards = await Promise.all(
      termShardsForPrefix(this.manifest, prefix).map((index) => this.termShard(index)),
    )
    return shards
      .flatMap((shard) => Object.keys(shard))
      .filter((term) => term !== key && termKey(term).startsWith(key))
      .sort((a, b) => a.length - b.length)
      .slice(0, PREFIX_EXPANSIONS)
  }

  private termShard(index: number): Promise<TermShard> {
    let shard = this.termShards.get(index)
    if (!shard) {
      shard = this.load(shardFile(this.manifest.terms, index)) as Promise<TermShard>
      // A failed fetch is not cached: the next query tries again.
      shard.catch(() => this.termShards.delete(index))
      this.termShards.set(index, shard)
    }
    return shard
  }

  private async stored(doc: number): Promise<StoreShard[number]> {
    const index = storeShardFor(this.manifest, doc)
    let shard = this.storeShards.get(index)
    if (!shard) {
      shard = this.load(shardFile(this.manifest.stores, index)) as Promise<StoreShard>
      shard.catch(() => this.storeShards.delete(index))
      this.storeShards.set(index, shard)
    }
    return (await shard)[doc - this.manifest.stores.first[index]]
  }
}
