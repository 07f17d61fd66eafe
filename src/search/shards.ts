import { foldDiacritics } from "../lib/vietnamese"

/**
 * The sharded search index (Pagefind's idea, on FlexSearch's output): a manifest holding the table of page titles
 * and section headings, term shards holding ranges of terms, and store shards holding ranges of documents. The
 * worker fetches the manifest on first focus (one request: the table every query ranks with comes with it), then
 * only the shards a query needs.
 *
 * Terms are ordered by their folded form (no diacritics, lower case), so "sắp" and "sap" sit in the same shard and
 * every term that starts with a typed prefix sits in one run of neighbouring shards.
 */
export interface SearchManifest {
  version: 5
  documents: number
  table: SearchTable
  /** Term shard i holds the terms whose folded form is >= first[i] and < first[i + 1]. */
  terms: ShardSet<string>
  /** Store shard i holds the documents numbered first[i] up to first[i + 1] - 1. */
  stores: ShardSet<number>
}

/**
 * Shards of one kind: shard i is the file `<kind>-<hash>-<i>.json` (shardFile). One hash over all of them keeps
 * the manifest small; a build that changes any shard renames them all.
 */
export interface ShardSet<Key> {
  kind: "terms" | "store"
  hash: string
  first: Key[]
}

export function shardFile(set: ShardSet<unknown>, index: number): string {
  return `${set.kind}-${set.hash}-${index}.json`
}

/** Page url, title and index into `crumbs` of its breadcrumb trail. */
export type TablePage = [url: string, title: string, crumbs: number]

/**
 * What ranking reads of every document, each repeated string once: most reference pages share "Khai báo", "Ví dụ",
 * "Độ phức tạp"… as headings and one trail per section, so the table is half the size it would be with a row of
 * strings per document, and parses in half the time.
 */
export interface SearchTable {
  pages: TablePage[]
  /** Each distinct breadcrumb trail once. */
  crumbs: string[]
  /** Each distinct section heading once ("" is a page's own document). */
  headings: string[]
  /** Documents are numbered page by page: page i holds the next docCounts[i] of them. */
  docCounts: number[]
  /** docHeadings[n] is the index into `headings` of document n's section heading. */
  docHeadings: number[]
}

/** A document's page and section, as ranking needs them. */
export interface TableRow {
  page: number
  url: string
  title: string
  crumbs: string
  heading: string
}

/** Reads documents' rows from the table; the document -> page lookup is computed once. */
export class TableReader {
  private readonly pageOf: Uint32Array

  constructor(private readonly table: SearchTable) {
    this.pageOf = new Uint32Array(table.docHeadings.length)
    let doc = 0
    table.docCounts.forEach((count, page) => {
      this.pageOf.fill(page, doc, doc + count)
      doc += count
    })
    if (doc !== table.docHeadings.length)
      throw new Error("Bảng tìm kiếm hỏng: số tài liệu của các trang không khớp")
  }

  row(doc: number): TableRow {
    const page = this.pageOf[doc]
    const [url, title, crumbs] = this.table.pages[page]
    const heading = this.table.headings[this.table.docHeadings[doc]]
    return { page, url, title, crumbs: this.table.crumbs[crumbs], heading }
  }

  get documents(): number {
    return this.pageOf.length
  }

  /** Each page's own document (the one with heading ""), by page url; read off the arrays, no row built. */
  ownDocuments(): Map<string, number> {
    const own = new Map<string, number>()
    const { pages, headings, docHeadings } = this.table
    docHeadings.forEach((heading, doc) => {
      if (headings[heading] === "") own.set(pages[this.pageOf[doc]][0], doc)
    })
    return own
  }
}

/**
 * A term's postings: the documents holding it with FlexSearch's relevance slot (0 = the term comes first in the
 * document), encoded as ((document - previous document) * SLOT_BASE + slot), documents ascending.
 */
export type TermShard = Record<string, number[]>
/** The section id and the text start (for snippets) of each document of the shard, in document order. */
export type StoreShard = Array<[hash: string, text: string]>

export const SLOT_BASE = 16

export interface Posting {
  doc: number
  slot: number
}

export function encodePostings(postings: Posting[]): number[] {
  let previous = 0
  return [...postings]
    .sort((a, b) => a.doc - b.doc)
    .map(({ doc, slot }) => {
      const code = (doc - previous) * SLOT_BASE + slot
      previous = doc
      return code
    })
}

export function decodePostings(codes: number[]): Posting[] {
  let doc = 0
  return codes.map((code) => {
    doc += Math.floor(code / SLOT_BASE)
    return { doc, slot: code % SLOT_BASE }
  })
}

/** The key terms are ordered and sharded by. */
export function termKey(term: string): string {
  return foldDiacritics(term.normalize("NFC").toLowerCase())
}

/** The last index i with sorted[i] <= value (0 when value precedes them all). */
function lastAtOrBelow<T>(sorted: T[], value: T): number {
  let low = 0
  let high = sorted.length - 1
  while (low < high) {
    const middle = Math.ceil((low + high) / 2)
    if (sorted[middle] <= value) low = middle
    else high = middle - 1
  }
  return low
}

export function termShardFor(manifest: SearchManifest, term: string): number {
  return lastAtOrBelow(manifest.terms.first, termKey(term))
}

/** The shards that can hold a term starting with `prefix`. */
export function termShardsForPrefix(manifest: SearchManifest, prefix: string): number[] {
  const key = termKey(prefix)
  const first = lastAtOrBelow(manifest.terms.first, key)
  const last = lastAtOrBelow(manifest.terms.first, `${key}\uffff`)
  return Array.from({ length: last - first + 1 }, (_, offset) => first + offset)
}

export function storeShardFor(manifest: SearchManifest, doc: number): number {
  return lastAtOrBelow(manifest.stores.first, doc)
}
