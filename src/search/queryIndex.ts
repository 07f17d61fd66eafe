import { candidateIds, createIndex } from "./engine"
import { rankCandidates, type SearchHit, type StoredDocument } from "./rank"
import { CANDIDATE_LIMIT } from "./protocol"
import { glossaryTerms } from "./glossary"

export interface SearchIndexFile {
  index: string
  store: Record<string, StoredDocument>
}

/** The worker's query path, usable from Node too (quality tests and the search benchmark). */
export function loadSearchIndex(data: SearchIndexFile) {
  const index = createIndex()
  index.import(data.index)
  return async (query: string, limit: number, ctx: string | null = null): Promise<SearchHit[]> => {
    // Pages named by a Vietnamese concept phrase ("hợp hai tập hợp" -> union) join the candidates even when the
    // phrase's common words fill the candidate limit.
    const concepts = glossaryTerms(query)
    const lists = await Promise.all(
      [query, ...concepts].map((q) => candidateIds(index, q, CANDIDATE_LIMIT)),
    )
    const ids = [...new Set(lists.flat())]
    const candidates = ids.flatMap((id): Array<[string, StoredDocument]> =>
      data.store[id] ? [[id, data.store[id]]] : [],
    )
    return rankCandidates(query, candidates, { limit, ctx })
  }
}
