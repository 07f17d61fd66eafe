import http from "http"

export interface LoadResult {
  /** How many answers had each HTTP status (`"error"` for a failed connection). */
  statuses: Record<string, number>
  /** Milliseconds per request, in completion order. */
  latenciesMs: number[]
  elapsedMs: number
}

/** The Origin the service counts by default (the site's own, `SITE_URL`'s default). */
export const SITE_ORIGIN = "https://cppvn.dev"

/**
 * Sends `total` GETs, `concurrency` at a time, spread over `urls` in turn, on keep-alive connections, each with
 * the site's Origin as the footer badge sends it.
 */
export async function sendLoad(
  urls: string[],
  total: number,
  concurrency: number,
): Promise<LoadResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency })
  const statuses: Record<string, number> = {}
  const latenciesMs: number[] = []
  let next = 0
  const started = performance.now()
  const one = (url: string) =>
    new Promise<string>((resolve) => {
      const request = http.get(url, { agent, headers: { Origin: SITE_ORIGIN } }, (response) => {
        response.resume()
        response.on("end", () => resolve(String(response.statusCode)))
      })
      request.on("error", () => resolve("error"))
    })
  const worker = async () => {
    while (next < total) {
      const url = urls[next % urls.length]
      next += 1
      const begin = performance.now()
      const status = await one(url)
      latenciesMs.push(performance.now() - begin)
      statuses[status] = (statuses[status] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, total) }, worker))
  agent.destroy()
  return { statuses, latenciesMs, elapsedMs: performance.now() - started }
}

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}
