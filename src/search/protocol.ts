import type { SearchHit } from "./rank"
import type { SearchRequest } from "./searcher"

export type WorkerRequest =
  /**
   * Open the index at `url`. With `fromPage`, the page is already downloading the manifest (it started while the
   * worker was still booting) and sends it as a `manifest` message; the worker fetches it itself otherwise.
   */
  | { type: "load"; url: string; fromPage?: boolean }
  /** The manifest's bytes as the page downloaded them (transferred, not copied), or null if that failed. */
  | { type: "manifest"; bytes: ArrayBuffer | null }
  | { type: "query"; id: number; query: string; request: SearchRequest }

export type WorkerResponse =
  | { type: "ready"; documents: number; loadMs: number }
  | { type: "result"; id: number; hits: SearchHit[]; ms: number }
  | { type: "error"; id: number | null; message: string }

export const SUGGESTION_LIMIT = 8
export const RESULTS_LIMIT = 50

/**
 * The sharded index (src/search/shards.ts) lives in this folder; the manifest's URL carries the index's content
 * hash (`/search-index/manifest.json?_=<hash>`) and every other file has a hash in its name, so all can be cached.
 */
export const SEARCH_INDEX_DIR = "/search-index"
export const SEARCH_MANIFEST_FILE = "manifest.json"
/**
 * Performance marks on the worker's clock (0 = its start), read by `npm run bench:search` to split its start-up:
 * its script has run, the page's manifest bytes have arrived, the manifest is parsed and the worker can answer.
 */
export const SEARCH_MARKS = {
  scriptRan: "search-script-ran",
  manifestArrived: "search-manifest-arrived",
  ready: "search-ready",
} as const
