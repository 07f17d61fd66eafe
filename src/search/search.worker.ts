/// <reference lib="webworker" />
import { Searcher } from "./searcher"
import { SEARCH_READY_MARK, type WorkerRequest, type WorkerResponse } from "./protocol"

const scope = self as unknown as DedicatedWorkerGlobalScope
let opened: Promise<Searcher> | null = null

function post(message: WorkerResponse) {
  scope.postMessage(message)
}

/** Opens the sharded index: the manifest (with the title table) now, the shards when a query needs them. */
async function open(manifestUrl: string): Promise<Searcher> {
  const started = performance.now()
  const load = async (file: string) => {
    const response = await fetch(new URL(file, new URL(manifestUrl, scope.location.href)))
    if (!response.ok) throw new Error(`Không tải được chỉ mục tìm kiếm (HTTP ${response.status})`)
    return response.json() as Promise<unknown>
  }
  const searcher = await Searcher.open(load, manifestUrl)
  // On the worker's own clock (0 = its start): what `npm run bench:search` reports as the worker's start-up.
  performance.mark(SEARCH_READY_MARK)
  post({ type: "ready", documents: searcher.documentCount, loadMs: performance.now() - started })
  return searcher
}

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  if (request.type === "load") {
    opened ??= open(request.url)
    opened.catch((error: Error) => {
      opened = null
      post({ type: "error", id: null, message: error.message })
    })
    return
  }
  try {
    if (!opened) throw new Error("Chỉ mục tìm kiếm chưa được tải")
    const searcher = await opened
    const started = performance.now()
    const hits = await searcher.search(request.query, request.request)
    post({ type: "result", id: request.id, hits, ms: performance.now() - started })
  } catch (error) {
    post({ type: "error", id: request.id, message: (error as Error).message })
  }
}
