/** @jest-environment node */
// The real worker factory uses webpack's `import.meta.url`; every test here passes its own.
jest.mock("../../../src/search/createWorker", () => ({ createSearchWorker: jest.fn() }))
import { SearchClient } from "../../../src/search/client"
import type { SearchHit } from "../../../src/search/rank"
import type { WorkerRequest, WorkerResponse } from "../../../src/search/protocol"

/** A stand-in for the search worker: records what the page sends, answers when the test says so. */
class FakeWorker {
  sent: WorkerRequest[] = []
  onmessage: ((event: MessageEvent<WorkerResponse>) => void) | null = null
  onerror: ((event: ErrorEvent) => void) | null = null
  postMessage(request: WorkerRequest) {
    this.sent.push(request)
  }
  answer(message: WorkerResponse) {
    this.onmessage?.({ data: message } as MessageEvent<WorkerResponse>)
  }
  queries() {
    return this.sent.filter(
      (request): request is Extract<WorkerRequest, { type: "query" }> => request.type === "query",
    )
  }
}

const hit = (route: string): SearchHit => ({
  id: route,
  route,
  headingId: "",
  pageTitle: route,
  sectionHeading: "",
  crumbs: "",
  score: 1,
  snippet: [],
})
const REQUEST = { limit: 8 }

const MANIFEST = new TextEncoder().encode('{"version":3}').buffer as ArrayBuffer

function clientWithWorkers(
  download: (url: string) => Promise<ArrayBuffer | null> = async () => MANIFEST,
) {
  const workers: FakeWorker[] = []
  const downloads: string[] = []
  const client = new SearchClient(
    () => {
      const worker = new FakeWorker()
      workers.push(worker)
      return worker as unknown as Worker
    },
    (url) => {
      downloads.push(url)
      return download(url)
    },
  )
  return { client, workers, downloads }
}

describe("SearchClient", () => {
  it("creates one worker, loads the index once, and answers each query by its own id", async () => {
    const { client, workers } = clientWithWorkers()
    client.preload("/i.json")
    const first = client.search("/i.json", "vec", REQUEST)
    const second = client.search("/i.json", "vector", REQUEST)
    expect(workers).toHaveLength(1)
    expect(workers[0].sent.filter((request) => request.type === "load")).toHaveLength(1)
    const [a, b] = workers[0].queries()
    // The newer query is answered first; the late answer to the older one goes to the older promise only.
    workers[0].answer({ type: "result", id: b.id, hits: [hit("/b")], ms: 1 })
    workers[0].answer({ type: "result", id: a.id, hits: [hit("/a")], ms: 1 })
    expect((await second).map((h) => h.route)).toEqual(["/b"])
    expect((await first).map((h) => h.route)).toEqual(["/a"])
  })

  it("downloads the manifest on the page while the worker boots, and hands the bytes over", async () => {
    const { client, workers, downloads } = clientWithWorkers()
    client.preload("/i.json")
    expect(workers[0].sent[0]).toEqual({ type: "load", url: "/i.json", fromPage: true })
    expect(downloads).toEqual(["/i.json"])
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(workers[0].sent[1]).toEqual({ type: "manifest", bytes: MANIFEST })
  })

  it("tells the worker to fetch the manifest itself when the page's download failed", async () => {
    const { client, workers } = clientWithWorkers(async () => null)
    client.preload("/i.json")
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(workers[0].sent[1]).toEqual({ type: "manifest", bytes: null })
  })

  it("answers an empty query at once, without the worker", async () => {
    const { client, workers } = clientWithWorkers()
    expect(await client.search("/i.json", "   ", REQUEST)).toEqual([])
    expect(workers).toHaveLength(0)
  })

  it("fails the waiting queries when the index cannot load, and loads again on the next search", async () => {
    const { client, workers } = clientWithWorkers()
    const waiting = client.search("/i.json", "map", REQUEST)
    workers[0].answer({ type: "error", id: null, message: "HTTP 500" })
    await expect(waiting).rejects.toThrow("HTTP 500")
    const retried = client.search("/i.json", "map", REQUEST)
    expect(workers[0].sent.filter((request) => request.type === "load")).toHaveLength(2)
    workers[0].answer({ type: "result", id: workers[0].queries()[1].id, hits: [hit("/m")], ms: 1 })
    expect((await retried).map((h) => h.route)).toEqual(["/m"])
  })

  it("fails every waiting query when the worker itself crashes", async () => {
    const { client, workers } = clientWithWorkers()
    const one = client.search("/i.json", "a", REQUEST)
    const two = client.search("/i.json", "b", REQUEST)
    workers[0].onerror?.({ message: "script error" } as ErrorEvent)
    await expect(one).rejects.toThrow("script error")
    await expect(two).rejects.toThrow("script error")
  })

  it("loads the new index when the page asks for another URL (a new build)", () => {
    const { client, workers } = clientWithWorkers()
    client.preload("/i.json?_=1")
    client.preload("/i.json?_=1")
    client.preload("/i.json?_=2")
    expect(workers[0].sent).toEqual([
      { type: "load", url: "/i.json?_=1", fromPage: true },
      { type: "load", url: "/i.json?_=2", fromPage: true },
    ])
  })
})
