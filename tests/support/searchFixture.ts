import fs from "fs"
import path from "path"
import { shardSearchIndex, type ShardedIndex } from "../../src/build/search/shardSearchIndex"
import {
  SEARCH_INDEX_FIELDS,
  SEARCH_STORE_FIELDS,
  toIndexRecord,
  type IndexRecord,
  type SearchDocument,
  type StoredDocument,
} from "../../src/search/documents"
import { createIndex } from "../../src/search/engine"
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_FILE } from "../../src/search/protocol"
import { Searcher } from "../../src/search/searcher"
import type { SearchManifest } from "../../src/search/shards"

const pick = (record: IndexRecord, fields: string[]) =>
  Object.fromEntries(fields.map((field) => [field, record[field as keyof IndexRecord]]))

/** What gatsby-plugin-local-search does with our options (FlexSearch over the picked fields), then our sharding. */
export function shardedIndexFor(
  documents: SearchDocument[],
  shardBytes?: Parameters<typeof shardSearchIndex>[2],
): ShardedIndex {
  const index = createIndex()
  const records = documents.map(toIndexRecord)
  for (const record of records)
    index.add(record.id, JSON.stringify(pick(record, SEARCH_INDEX_FIELDS)))
  const store = Object.fromEntries(
    records.map((record) => [
      String(record.id),
      pick(record, SEARCH_STORE_FIELDS) as unknown as StoredDocument,
    ]),
  )
  return shardSearchIndex(index.export() as unknown as string, store, shardBytes)
}

/** A Searcher over an in-memory sharded index; `loaded` lists the files it fetched, in order. */
export async function searcherFor(sharded: ShardedIndex) {
  const loaded: string[] = []
  const searcher = await Searcher.open(async (file) => {
    loaded.push(file)
    if (file === SEARCH_MANIFEST_FILE) return sharded.manifest
    const text = sharded.files.get(file)
    if (text === undefined) throw new Error(`no file ${file}`)
    return JSON.parse(text) as unknown
  }, SEARCH_MANIFEST_FILE)
  return { searcher, loaded }
}

const BUILT_INDEX_DIR = path.resolve("public", SEARCH_INDEX_DIR.slice(1))

function readBuiltIndexFile(file: string): unknown {
  const full = path.join(BUILT_INDEX_DIR, file)
  if (!fs.existsSync(full)) throw new Error(`Chưa có ${full}: chạy npm run build trước`)
  return JSON.parse(fs.readFileSync(full, "utf8")) as unknown
}

/** A Searcher over the built site's public/search-index/, for the quality test and the benchmark. */
export function builtSiteSearcher(): Promise<Searcher> {
  return Searcher.open(async (file) => readBuiltIndexFile(file), SEARCH_MANIFEST_FILE)
}

/** The page urls of the built index's table. */
export function builtSitePages(): string[] {
  const manifest = readBuiltIndexFile(SEARCH_MANIFEST_FILE) as SearchManifest
  return manifest.table.pages.map(([url]) => url)
}
