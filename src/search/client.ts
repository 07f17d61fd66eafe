import { createSearchWorker } from "./createWorker"
import type { SearchHit } from "./rank"
import type { WorkerRequest, WorkerResponse } from "./protocol"
import type { SearchRequest } from "./searcher"

type Pending = { resolve: (hits: SearchHit[]) => void; reject: (error: Error) => void }

/** The manifest's bytes, or null when the download failed (the worker then fetches it and reports the error). */
export type ManifestFetcher = (url: string) => Promise<ArrayBuffer | null>

const fetchManifest: ManifestFetcher = (url) =>
  fetch(url).then(
    (response) => (response.ok ? response.arrayBuffer() : null),
    () => null,
  )

/**
 * The page side of the search: one worker per tab, created on the first hover, touch or focus of the search box
 * (docs/BEHAVIOUR.md §5: the index loads lazily); queries are answered by id so a late answer never overwrites a newer one.
 */
export class SearchClient {
  private worker: Worker | null = null
  private loadedUrl: string | null = null
  private nextId = 1
  private readonly pending = new Map<number, Pending>()
  private loadError: Error | null = null

  constructor(
    private readonly makeWorker: () => Worker = createSearchWorker,
    private readonly downloadManifest: ManifestFetcher = fetchManifest,
  ) {}

  preload(indexUrl: string): void {
    if (this.worker && this.loadedUrl === indexUrl && !this.loadError) return
    if (!this.worker) {
      this.worker = this.makeWorker()
      this.worker.onmessage = (event: MessageEvent<WorkerResponse>) => this.onMessage(event.data)
      this.worker.onerror = (event) =>
        this.failAll(new Error(event.message || "Lỗi trong worker tìm kiếm"))
    }
    this.loadError = null
    this.loadedUrl = indexUrl
    // A new worker spends tens of milliseconds booting before it could start a fetch: the page downloads the
    // manifest meanwhile and hands the bytes over, so the worker only parses them.
    this.send({ type: "load", url: indexUrl, fromPage: true })
    void this.downloadManifest(indexUrl).then((bytes) =>
      this.worker?.postMessage(
        { type: "manifest", bytes } satisfies WorkerRequest,
        bytes ? [bytes] : [],
      ),
    )
  }

  search(indexUrl: string, query: string, request: SearchRequest): Promise<SearchHit[]> {
    if (query.trim() === "") return Promise.resolve([])
    this.preload(indexUrl)
    const id = this.nextId++
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject })
      this.send({ type: "query", id, query, request })
    })
  }

  private send(request: WorkerRequest) {
    this.worker?.postMessage(request)
  }

  private onMessage(message: WorkerResponse) {
    if (message.type === "ready") return
    if (message.type === "error" && message.id === null) {
      this.loadError = new Error(message.message)
      this.failAll(this.loadError)
      return
    }
    const pending = this.pending.get(message.id as number)
    if (!pending) return
    this.pending.delete(message.id as number)
    if (message.type === "result") pending.resolve(message.hits)
    else pending.reject(new Error(message.message))
  }

  private failAll(error: Error) {
    for (const pending of this.pending.values()) pending.reject(error)
    this.pending.clear()
  }
}

let shared: SearchClient | null = null
export function searchClient(): SearchClient {
  shared ??= new SearchClient()
  return shared
}
