/// <reference lib="webworker" />
import { candidateIds, createIndex, type FlexIndex } from "./engine"
import { rankCandidates, type StoredDocument } from "./rank"
import { CANDIDATE_LIMIT, type WorkerRequest, type WorkerResponse } from "./protocol"

interface LoadedIndex {
  index: FlexIndex
  store: Record<string, StoredDocument>
}

const scope = self as unknown as DedicatedWorkerGlobalScope
let loaded: Promise<LoadedIndex> | null = null

function post(message: WorkerResponse) {
  scope.postMessage(message)
}

async function load(url: string): Promise<LoadedIndex> {
  const started = performance.now()
  const response = await fetch(url)
  if (!response.ok) throw new Error(`Không tải được chỉ mục tìm kiếm (HTTP ${response.status})`)
  const data = (await response.json()) as { index: string; store: Record<string, StoredDocument> }
  const index = createIndex()
  index.import(data.index)
  post({ type: "ready", documents: Object.keys(data.store).length, loadMs: performance.now() - started })
  return { index, store: data.store }
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
    const { index, store } = await loaded
    const started = performance.now()
    const ids = await candidateIds(index, request.query, CANDIDATE_LIMIT)
    const candidates = ids.flatMap((id): Array<[string, StoredDocument]> => (store[id] ? [[id, store[id]]] : []))
    const hits = rankCandidates(request.query, candidates, { limit: request.limit, ctx: request.ctx })
    post({ type: "result", id: request.id, hits, ms: performance.now() - started })
  } catch (error) {
    post({ type: "error", id: request.id, message: (error as Error).message })
  }
}
