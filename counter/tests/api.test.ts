import net from "net"
import type { CounterConfig } from "../src/config"
import { backends } from "./support/backends"
import { startInProcess, type InProcessCounter } from "./support/inProcess"

jest.setTimeout(30_000)

/** What the site's footer badge sends: a fetch from a page on the site carries its Origin. */
const FROM_SITE = { headers: { Origin: "https://cppvn.dev" } }

/** Sends raw bytes and returns the whole answer, for requests `fetch` refuses to make. */
function raw(port: number, bytes: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, "127.0.0.1", () => socket.write(bytes))
    let answer = ""
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")))
    socket.on("end", () => resolve(answer))
    socket.on("close", () => resolve(answer))
    socket.on("error", reject)
    socket.setTimeout(5_000, () => socket.destroy())
  })
}

describe.each(backends())("API với kho %s", (_name, makeBackend) => {
  const backend = makeBackend()
  let counter: InProcessCounter

  beforeAll(async () => {
    counter = await startInProcess(await backend.setUp(), {
      origins: ["https://cppvn.dev", "http://localhost:9000"],
      products: ["cppvn", "demo"],
      rateLimitPerMinute: 1_000_000,
    })
  })
  afterAll(async () => {
    await counter.close()
    await backend.tearDown()
  })

  it("GET /api/count/:product increments and answers JSON that is never cached", async () => {
    const first = await fetch(`${counter.url}/api/count/cppvn`, FROM_SITE)
    expect(first.status).toBe(200)
    expect(first.headers.get("content-type")).toMatch(/^application\/json/)
    expect(first.headers.get("cache-control")).toBe("no-store")
    const { count } = (await first.json()) as { count: number }
    const second = (await (await fetch(`${counter.url}/api/count/cppvn`, FROM_SITE)).json()) as {
      count: number
    }
    expect(second.count).toBe(count + 1)
    expect(await counter.store.read("cppvn")).toBe(count + 1)
  })

  it("grants CORS to the configured origins only", async () => {
    const allowed = await fetch(`${counter.url}/api/count/cppvn`, {
      headers: { Origin: "http://localhost:9000" },
    })
    expect(allowed.headers.get("access-control-allow-origin")).toBe("http://localhost:9000")
    const other = await fetch(`${counter.url}/api/count/cppvn`, {
      headers: { Origin: "https://evil.example" },
    })
    expect(other.headers.get("access-control-allow-origin")).toBeNull()
    expect(other.headers.get("vary")).toBe("Origin")
  })

  it("counts only requests sent from the site's own pages, and says so with 403", async () => {
    const url = `${counter.url}/api/count/cppvn`
    const before = await counter.store.read("cppvn")
    const foreign: Record<string, string>[] = [
      { Origin: "https://evil.example" },
      // <img src=…> on another site: no Origin, the browser marks it cross-site
      { "Sec-Fetch-Site": "cross-site", Referer: "https://evil.example/" },
      { Referer: "https://evil.example/page" },
      {},
    ]
    for (const headers of foreign) {
      const response = await fetch(url, { headers })
      expect(response.status).toBe(403)
      expect(((await response.json()) as { error: string }).error).toMatch(/not counted/)
    }
    expect(await counter.store.read("cppvn")).toBe(before)
    const fromPages: Record<string, string>[] = [
      { "Sec-Fetch-Site": "same-site" },
      { Referer: "https://cppvn.dev/containers/vector/" },
    ]
    for (const headers of fromPages) expect((await fetch(url, { headers })).status).toBe(200)
    expect(await counter.store.read("cppvn")).toBe(before + 2)
  })

  it.each([
    ["/api/count/khong-co", "a product outside the allow-list"],
    ["/api/count/CppVN", "upper case"],
    [`/api/count/${"a".repeat(65)}`, "a name longer than 64"],
    ["/api/count/%E0%A4%A", "a malformed escape"],
    ["/api/count/", "an empty name"],
    ["/api/count/cppvn/extra", "an extra segment"],
    ["/khac", "an unknown path"],
  ])("answers 404 JSON for %s (%s)", async (pathname) => {
    const before = await counter.store.read("cppvn")
    const response = await fetch(`${counter.url}${pathname}`)
    expect(response.status).toBe(404)
    expect(((await response.json()) as { error: string }).error).toEqual(expect.any(String))
    expect(await counter.store.read("cppvn")).toBe(before)
  })

  it.each(["POST", "PUT", "DELETE", "PATCH", "HEAD"])(
    "answers 405 to %s and counts nothing",
    async (method) => {
      const before = await counter.store.read("cppvn")
      const response = await fetch(`${counter.url}/api/count/cppvn`, { method })
      expect(response.status).toBe(405)
      expect(response.headers.get("allow")).toBe("GET")
      expect(await counter.store.read("cppvn")).toBe(before)
    },
  )

  it("GET /healthz reports the store", async () => {
    const response = await fetch(`${counter.url}/healthz`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ status: "ok", store: counter.store.kind })
  })

  it("refuses a body over the limit with 413", async () => {
    const response = await fetch(`${counter.url}/api/count/cppvn`, {
      method: "POST",
      body: "x".repeat(10_000),
    })
    expect(response.status).toBe(413)
  })

  it("answers 400 to a malformed request, 431 to oversized headers, and keeps serving", async () => {
    expect(await raw(counter.port, "GARBAGE\r\n\r\n")).toMatch(/^HTTP\/1\.1 400/)
    expect(
      await raw(counter.port, "GET /api/count/cppvn HTTP/1.1\r\nHost: x\r\nBad Header\r\n\r\n"),
    ).toMatch(/^HTTP\/1\.1 400/)
    expect(
      await raw(
        counter.port,
        `GET /api/count/cppvn HTTP/1.1\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`,
      ),
    ).toMatch(/^HTTP\/1\.1 431/)
    expect((await fetch(`${counter.url}/healthz`)).status).toBe(200)
  })
})

/** A counter in this process on the first backend (LMDB) with `overrides`, for one describe block's tests. */
function counterWith(overrides: Partial<CounterConfig>): () => InProcessCounter {
  const backend = backends()[0][1]()
  let counter: InProcessCounter
  beforeAll(async () => {
    counter = await startInProcess(await backend.setUp(), overrides)
  })
  afterAll(async () => {
    await counter.close()
    await backend.tearDown()
  })
  return () => counter
}

describe("giới hạn tần suất", () => {
  const counter = counterWith({ rateLimitPerMinute: 5 })

  it("answers 429 with Retry-After past the per-client limit, without counting", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 7; i += 1)
      statuses.push((await fetch(`${counter().url}/api/count/cppvn`, FROM_SITE)).status)
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429])
    const limited = await fetch(`${counter().url}/api/count/cppvn`, FROM_SITE)
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThanOrEqual(1)
    expect(Number(limited.headers.get("retry-after"))).toBeLessThanOrEqual(60)
    expect(await counter().store.read("cppvn")).toBe(5)
    // /healthz costs the same as a count, so it shares the limit.
    expect((await fetch(`${counter().url}/healthz`)).status).toBe(429)
  })
})

describe("giới hạn tần suất sau proxy", () => {
  const counter = counterWith({
    rateLimitPerMinute: 5,
    trustedProxies: 1,
  })

  it("limits a client that writes its own X-Forwarded-For entries", async () => {
    const statuses: number[] = []
    for (let i = 0; i < 10; i += 1) {
      // The client forges a new address each time; our proxy appends the one it saw.
      const forged = `198.51.100.${i}, 203.0.113.${i}`
      const headers = { ...FROM_SITE.headers, "X-Forwarded-For": `${forged}, 192.0.2.9` }
      statuses.push((await fetch(`${counter().url}/api/count/cppvn`, { headers })).status)
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429])
    const other = { ...FROM_SITE.headers, "X-Forwarded-For": "192.0.2.10" }
    expect((await fetch(`${counter().url}/api/count/cppvn`, { headers: other })).status).toBe(200)
  })
})

describe("kết nối chậm và số kết nối", () => {
  const counter = counterWith({
    requestTimeoutMs: 1_000,
    maxConnections: 3,
    rateLimitPerMinute: 0,
  })

  it("answers 408 to a request still half-sent when the request timeout passes", async () => {
    const started = Date.now()
    const answer = await raw(counter().port, "GET /healthz HTTP/1.1\r\nHost: x\r\n")
    expect(answer).toMatch(/^HTTP\/1\.1 408/)
    // the timeout (1 s) plus at most one connection check (1 s), with slack for a loaded machine
    expect(Date.now() - started).toBeLessThan(4_000)
  })

  it("closes connections over the cap on arrival, and serves again once they are gone", async () => {
    const open = await Promise.all(
      Array.from(
        { length: 3 },
        () =>
          new Promise<net.Socket>((resolve) => {
            const socket = net.connect(counter().port, "127.0.0.1", () => resolve(socket))
            socket.on("error", () => undefined)
          }),
      ),
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const extra = await raw(counter().port, "GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n")
    expect(extra).toBe("")
    for (const socket of open) socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await fetch(`${counter().url}/healthz`)).status).toBe(200)
  })
})
