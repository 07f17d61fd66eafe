import crypto from "crypto"
import { fromStoredDocument, type StoredDocument } from "../../search/documents"
import {
  encodePostings,
  shardFile,
  type ShardSet,
  termKey,
  type Posting,
  type SearchManifest,
  type SearchTable,
  type StoreShard,
  type TermShard,
} from "../../search/shards"

/** Raw sizes a shard is cut at; gzip makes them about a quarter. */
export const TERM_SHARD_BYTES = 24_000
export const STORE_SHARD_BYTES = 3_000

export interface ShardedIndex {
  manifest: SearchManifest
  /** File name -> JSON text; every name carries a hash of its content. */
  files: Map<string, string>
}

/**
 * FlexSearch 0.6's export is [map, ctx, registry]; map[slot][term] lists the documents holding the term with that
 * relevance slot (0 = the term comes earliest in the document).
 */
export function postingsFromFlexExport(exported: string): Map<string, Posting[]> {
  const parsed = JSON.parse(exported) as unknown
  const slots = Array.isArray(parsed) ? (parsed[0] as unknown) : null
  if (!Array.isArray(slots))
    throw new Error("Chỉ mục FlexSearch không đúng dạng xuất của FlexSearch 0.6")
  const byTerm = new Map<string, Map<number, number>>()
  slots.forEach((terms: Record<string, Array<number | string>>, slot: number) => {
    for (const [term, ids] of Object.entries(terms ?? {})) {
      const docs = byTerm.get(term) ?? new Map<number, number>()
      for (const id of ids) {
        const doc = Number(id) - 1
        // A document can sit in several slots for one term: keep the most relevant.
        if (!docs.has(doc) || (docs.get(doc) as number) > slot) docs.set(doc, slot)
      }
      byTerm.set(term, docs)
    }
  })
  return new Map(
    [...byTerm].map(([term, docs]) => [term, [...docs].map(([doc, slot]) => ({ doc, slot }))]),
  )
}

const contentHash = (texts: string[]) => {
  const hash = crypto.createHash("sha1")
  for (const text of texts) hash.update(text).update("\0")
  return hash.digest("hex").slice(0, 12)
}

function shardSet<Key>(
  kind: ShardSet<Key>["kind"],
  shards: Array<{ first: Key; text: string }>,
  files: Map<string, string>,
): ShardSet<Key> {
  const set: ShardSet<Key> = {
    kind,
    hash: contentHash(shards.map((shard) => shard.text)),
    first: shards.map((shard) => shard.first),
  }
  shards.forEach((shard, index) => files.set(shardFile(set, index), shard.text))
  return set
}

/** Cuts `items` in order into runs of about `bytes` of JSON, never between two items with the same `key`. */
function runs<T>(items: T[], size: (item: T) => number, key: (item: T) => string, bytes: number) {
  const out: T[][] = []
  let current: T[] = []
  let currentBytes = 0
  items.forEach((item, index) => {
    if (currentBytes >= bytes && index > 0 && key(item) !== key(items[index - 1])) {
      out.push(current)
      current = []
      currentBytes = 0
    }
    current.push(item)
    currentBytes += size(item)
  })
  if (current.length > 0) out.push(current)
  return out
}

/** Index of `value` in `list`, appended the first time it is seen. */
function internIn(list: string[], numbers: Map<string, number>, value: string): number {
  let number = numbers.get(value)
  if (number === undefined) {
    number = list.length
    numbers.set(value, number)
    list.push(value)
  }
  return number
}

/** The ranking table of src/search/shards.ts; a page's documents must be numbered consecutively. */
function tableOf(documents: Array<ReturnType<typeof fromStoredDocument>>): SearchTable {
  const table: SearchTable = { pages: [], crumbs: [], headings: [], docCounts: [], docHeadings: [] }
  const crumbNumbers = new Map<string, number>()
  const headingNumbers = new Map<string, number>()
  const seenRoutes = new Set<string>()
  documents.forEach((doc, number) => {
    const last = table.pages.length - 1
    if (last < 0 || table.pages[last][0] !== doc.route) {
      if (seenRoutes.has(doc.route))
        throw new Error(
          `Tài liệu tìm kiếm số ${number + 1} (${doc.route}) không liền với các tài liệu khác của trang`,
        )
      seenRoutes.add(doc.route)
      table.pages.push([doc.route, doc.pageTitle, internIn(table.crumbs, crumbNumbers, doc.crumbs)])
      table.docCounts.push(0)
    }
    table.docCounts[table.docCounts.length - 1] += 1
    table.docHeadings.push(internIn(table.headings, headingNumbers, doc.sectionHeading))
  })
  return table
}

/**
 * Splits the FlexSearch index and store that gatsby-plugin-local-search built into the sharded form of
 * src/search/shards.ts. Documents must be numbered 1..n (src/search/buildIndex.ts numbers them so).
 */
export function shardSearchIndex(
  exportedIndex: string,
  store: Record<string, StoredDocument>,
  shardBytes = { terms: TERM_SHARD_BYTES, store: STORE_SHARD_BYTES },
): ShardedIndex {
  const count = Object.keys(store).length
  const documents = Array.from({ length: count }, (_, doc) => {
    const stored = store[String(doc + 1)]
    if (!stored)
      throw new Error(`Kho tìm kiếm thiếu tài liệu số ${doc + 1} (cần đánh số 1..${count})`)
    return fromStoredDocument(stored)
  })
  const files = new Map<string, string>()

  const table = tableOf(documents)

  const postings = postingsFromFlexExport(exportedIndex)
  const sortedTerms = [...postings.keys()].sort((a, b) => {
    const ka = termKey(a)
    const kb = termKey(b)
    return ka < kb ? -1 : ka > kb ? 1 : a < b ? -1 : a > b ? 1 : 0
  })
  for (const term of sortedTerms) {
    for (const { doc } of postings.get(term) as Posting[])
      if (doc < 0 || doc >= count)
        throw new Error(`Thuật ngữ "${term}" trỏ tới tài liệu ${doc + 1} không có`)
  }
  const termRuns = runs(
    sortedTerms.map((term) => [term, encodePostings(postings.get(term) as Posting[])] as const),
    ([term, codes]) => term.length + codes.length * 4,
    ([term]) => termKey(term),
    shardBytes.terms,
  )
  const terms = shardSet(
    "terms",
    termRuns.map((run, index) => ({
      first: index === 0 ? "" : termKey(run[0][0]),
      text: JSON.stringify(Object.fromEntries(run) as TermShard),
    })),
    files,
  )

  const storeRuns = runs(
    documents.map((doc, number) => ({
      number,
      entry: [doc.headingId, doc.snippetSource] as StoreShard[number],
    })),
    ({ entry }) => entry[0].length + entry[1].length + 8,
    ({ number }) => String(number),
    shardBytes.store,
  )
  const stores = shardSet(
    "store",
    storeRuns.map((run) => ({
      first: run[0].number,
      text: JSON.stringify(run.map(({ entry }) => entry)),
    })),
    files,
  )

  const manifest: SearchManifest = {
    version: 5,
    documents: count,
    table,
    terms,
    stores,
  }
  return { manifest, files }
}
