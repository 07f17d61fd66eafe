import type { SearchHit } from "./rank"

export type WorkerRequest =
  | { type: "load"; url: string }
  | { type: "query"; id: number; query: string; limit: number; ctx: string | null }

export type WorkerResponse =
  | { type: "ready"; documents: number; loadMs: number }
  | { type: "result"; id: number; hits: SearchHit[]; ms: number }
  | { type: "error"; id: number | null; message: string }

export const SUGGESTION_LIMIT = 8
export const RESULTS_LIMIT = 50
export const CANDIDATE_LIMIT = 400

/** The prebuilt index, served as a static file; its URL carries the content hash: `/search-index.json?_=<hash>`. */
export const SEARCH_INDEX_PATH = "/search-index.json"
