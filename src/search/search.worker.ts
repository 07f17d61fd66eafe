/// <reference lib="webworker" />
import { loadSearchIndex, type SearchIndexFile } from "./queryIndex"
import type { WorkerRequest, WorkerResponse } from "./protocol"

type LoadedIndex = ReturnType<typeof loadSearchIndex>

const scope = self as unknown as DedicatedWorkerGlobalScope
let loaded: Promise<LoadedIndex> | null = null

function post(message: WorkerResponse) {
  scope.postMessage(message)
}

async function load(url: string): Promise<LoadedIndex> {
  const started = performance.now()
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Không tải được chỉ mục tìm kiếm (HTTP ${response.status})`)
  const data = (await response.json()) as SearchIndexFile
  const search = loadSearchIndex(data)
  post({
    type: "ready",
    documents: Object.keys(data.store).length,
    loadMs: performance.now() - started,
  })
  return search
}

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  if (request.type === "load") {
    loaded ??= load(request.url)
    loaded.catch((error: Error) => {
      loaded = null
      post({ type: "error", id: null, message: error.message })
    })
    return
  }
  try {
    if (!loaded) throw new Error("Chỉ mục tìm kiếm chưa được tải")
    const search = await loaded
    const started = performance.now()
    const hits = await search(request.query, request.limit, request.ctx)
    post({ type: "result", id: request.id, hits, ms: performance.now() - started })
  } catch (error) {
    post({ type: "error", id: request.id, message: (error as Error).message })
  }
}
