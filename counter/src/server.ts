import http from "http"
import type net from "net"
import { clientAddress } from "./clientAddress"
import { PRODUCT_PATTERN, type CounterConfig } from "./config"
import { mayCount } from "./countingPolicy"
import { RateLimiter } from "./rateLimiter"
import type { CounterStore } from "./store/CounterStore"

type Answer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> }

const COUNT_ROUTE = /^\/api\/count\/([^/]*)$/

/**
 * How often Node looks for requests past `requestTimeout`. Its default (30 s) let half-sent requests live 12–35 s
 * with a 5 s timeout; checking every second keeps the timeout within a second of what it says.
 */
const CONNECTION_CHECK_MS = 1_000

/** The raw answer to a request Node could not parse, by the error it reports (`clientError`). */
function clientErrorResponse(code: string | undefined): string {
  const status =
    code === "ERR_HTTP_REQUEST_TIMEOUT"
      ? "408 Request Timeout"
      : code === "HPE_HEADER_OVERFLOW"
        ? "431 Request Header Fields Too Large"
        : "400 Bad Request"
  return `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`
}

export interface CounterServer {
  readonly http: http.Server
  /**
   * Stops accepting, finishes the requests being answered (with `Connection: close`) and drops every other
   * connection — idle keep-alive ones and clients still sending a request — so a stop never waits on a slow
   * client. Resolves once every connection is closed.
   */
  shutdown(): Promise<void>
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`kho đếm không trả lời sau ${ms} ms`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

function decodeProduct(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/**
 * The counter API: `GET /api/count/:product` (increment, `{"count": n}`) and `GET /healthz`.
 * Every answer is JSON with `Cache-Control: no-store`; CORS is granted to the configured origins only.
 */
export function createCounterServer(config: CounterConfig, store: CounterStore): CounterServer {
  const limiter = new RateLimiter(config.rateLimitPerMinute)
  const products = new Set(config.products)
  const origins = new Set(config.origins)
  const sweepTimer = setInterval(() => limiter.sweep(Date.now()), 60_000)
  sweepTimer.unref()

  async function answer(request: http.IncomingMessage): Promise<Answer> {
    let pathname: string
    try {
      pathname = new URL(request.url ?? "/", "http://counter.invalid").pathname
    } catch {
      return { status: 400, body: { error: "malformed URL" } }
    }
    const isHealth = pathname === "/healthz"
    const countMatch = COUNT_ROUTE.exec(pathname)
    if (!isHealth && !countMatch) return { status: 404, body: { error: "not found" } }
    if (request.method !== "GET") {
      return { status: 405, body: { error: "method not allowed" }, headers: { Allow: "GET" } }
    }
    const verdict = limiter.take(
      clientAddress(
        request.socket.remoteAddress,
        request.headers["x-forwarded-for"],
        config.trustedProxies,
      ),
      Date.now(),
    )
    if (!verdict.allowed) {
      return {
        status: 429,
        body: { error: "too many requests" },
        headers: { "Retry-After": String(verdict.retryAfterSeconds) },
      }
    }
    if (isHealth) {
      try {
        await withTimeout(store.ping(), config.requestTimeoutMs)
        return { status: 200, body: { status: "ok", store: store.kind } }
      } catch (error) {
        return { status: 503, body: { status: "unavailable", error: (error as Error).message } }
      }
    }
    const product = decodeProduct(countMatch![1])
    if (product === null || !PRODUCT_PATTERN.test(product) || !products.has(product)) {
      return { status: 404, body: { error: "unknown product" } }
    }
    if (!mayCount(request.headers, origins)) {
      return { status: 403, body: { error: "not counted: request is not from an allowed origin" } }
    }
    try {
      return {
        status: 200,
        body: { count: await withTimeout(store.increment(product), config.requestTimeoutMs) },
      }
    } catch (error) {
      console.error(`Bộ đếm: không tăng được "${product}": ${(error as Error).message}`)
      return { status: 503, body: { error: "store unavailable" } }
    }
  }

  function send(
    request: http.IncomingMessage,
    response: http.ServerResponse,
    result: Answer,
  ): void {
    if (response.headersSent || response.destroyed) return
    const origin = request.headers.origin
    const headers: Record<string, string> = {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
      Vary: "Origin",
      ...result.headers,
    }
    if (stopping) headers.Connection = "close"
    if (origin && origins.has(origin)) headers["Access-Control-Allow-Origin"] = origin
    response.writeHead(result.status, headers)
    response.end(request.method === "HEAD" ? undefined : JSON.stringify(result.body))
  }

  let stopping = false
  const connections = new Set<net.Socket>()
  /** Connections whose request has fully arrived and is being answered. */
  const answering = new Set<net.Socket>()

  const server = http.createServer(
    { maxHeaderSize: 8_192, connectionsCheckingInterval: CONNECTION_CHECK_MS },
    (request, response) => {
      const declared = Number(request.headers["content-length"] ?? 0)
      if (declared > config.maxBodyBytes) {
        send(request, response, {
          status: 413,
          body: { error: "request body too large" },
          headers: { Connection: "close" },
        })
        request.destroy()
        return
      }
      let received = 0
      let rejected = false
      request.on("data", (chunk: Buffer) => {
        received += chunk.length
        if (received > config.maxBodyBytes && !rejected) {
          rejected = true
          send(request, response, {
            status: 413,
            body: { error: "request body too large" },
            headers: { Connection: "close" },
          })
          request.destroy()
        }
      })
      request.on("end", () => {
        if (rejected) return
        const socket = request.socket
        answering.add(socket)
        response.once("close", () => {
          answering.delete(socket)
          // Answered before the stop began, so sent without `Connection: close`: do not keep it alive.
          if (stopping) socket.end()
        })
        answer(request).then(
          (result) => send(request, response, result),
          (error: Error) => {
            console.error(`Bộ đếm: lỗi không lường trước: ${error.stack ?? error.message}`)
            send(request, response, { status: 500, body: { error: "internal error" } })
          },
        )
      })
      request.on("error", () => response.destroy())
    },
  )
  server.maxConnections = config.maxConnections
  server.on("connection", (socket: net.Socket) => {
    connections.add(socket)
    socket.once("close", () => connections.delete(socket))
  })
  server.requestTimeout = config.requestTimeoutMs
  server.headersTimeout = Math.min(config.requestTimeoutMs, 10_000)
  server.keepAliveTimeout = 5_000
  server.on("clientError", (error: NodeJS.ErrnoException, socket: net.Socket) => {
    if (socket.writable) socket.end(clientErrorResponse(error.code))
    else socket.destroy()
  })
  server.on("close", () => clearInterval(sweepTimer))

  return {
    http: server,
    shutdown() {
      stopping = true
      const closed = new Promise<void>((resolve) => server.close(() => resolve()))
      for (const socket of connections) if (!answering.has(socket)) socket.destroy()
      return closed
    },
  }
}
