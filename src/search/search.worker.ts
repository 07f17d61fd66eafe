/// <reference lib="webworker" />
import { Searcher } from "./searcher"
import { SEARCH_MARKS, type WorkerRequest, type WorkerResponse } from "./protocol"

const scope = self as unknown as DedicatedWorkerGlobalScope
performance.mark(SEARCH_MARKS.scriptRan)
let opened: Promise<Searcher> | null = null
/** Set while a `load` with `fromPage` waits for the page's `manifest` message. */
let receiveManifest: ((bytes: ArrayBuffer | null) => void) | null = null

function post(message: WorkerResponse) {
  scope.postMessage(message)
}

/**
 * Opens the sharded index: the manifest (with the title table) now, the shards when a query needs them. The
 * manifest comes from the page when it sent one (`fromPage`), else from the network.
 */
async function open(
  manifestUrl: string,
  fromPage: Promise<ArrayBuffer | null> | null,
): Promise<Searcher> {
  const started = performance.now()
  const fetchJson = async (file: string) => {
    const response = await fetch(new URL(file, new URL(manifestUrl, scope.location.href)))
    if (!response.ok) throw new Error(`Không tải được chỉ mục tìm kiếm (HTTP ${response.status})`)
    return response.json() as Promise<unknown>
  }
  const load = async (file: string) => {
    const bytes = file === manifestUrl && fromPage ? await fromPage : null
    return bytes ? (JSON.parse(new TextDecoder().decode(bytes)) as unknown) : fetchJson(file)
  }
  const searcher = await Searcher.open(load, manifestUrl)
  performance.mark(SEARCH_MARKS.ready)
  post({ type: "ready", documents: searcher.documentCount, loadMs: performance.now() - started })
  return searcher
}

scope.onmessage = async (event: MessageEvent<WorkerRequest>) => {
  const request = event.data
  if (request.type === "manifest") {
    performance.mark(SEARCH_MARKS.manifestArrived)
    receiveManifest?.(request.bytes)
    receiveManifest = null
    return
  }
  if (request.type === "load") {
    if (!opened) {
      const fromPage = request.fromPage
        ? new Promise<ArrayBuffer | null>((resolve) => (receiveManifest = resolve))
        : null
      opened = open(request.url, fromPage)
    }
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
