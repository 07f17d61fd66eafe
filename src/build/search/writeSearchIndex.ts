import fs from "fs"
import path from "path"
import { allConceptPages } from "../../search/glossary"
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_FILE } from "../../search/protocol"
import { fromStoredDocument, type StoredDocument } from "../../search/documents"
import { shardSearchIndex, type ShardedIndex } from "./shardSearchIndex"

/**
 * Writes the sharded search index into public/search-index/ (replacing the previous build's files). Fails when the
 * concept module names a page the site does not have.
 */
export function writeSearchIndex(
  publicDir: string,
  exportedIndex: string,
  store: Record<string, StoredDocument>,
): ShardedIndex {
  const routes = new Set(Object.values(store).map((doc) => fromStoredDocument(doc).route))
  const missing = allConceptPages().filter((route) => !routes.has(route))
  if (missing.length > 0)
    throw new Error(
      `src/search/glossary.ts: trang không tồn tại trong CONCEPT_PAGES: ${missing.join(", ")}`,
    )
  const sharded = shardSearchIndex(exportedIndex, store)
  const dir = path.join(publicDir, SEARCH_INDEX_DIR)
  fs.rmSync(dir, { recursive: true, force: true })
  fs.mkdirSync(dir, { recursive: true })
  for (const [name, text] of sharded.files) fs.writeFileSync(path.join(dir, name), text)
  fs.writeFileSync(path.join(dir, SEARCH_MANIFEST_FILE), JSON.stringify(sharded.manifest))
  return sharded
}
