import { readStorage, writeStorage } from "./storage"

export const VIEW_COUNT_KEY = "viewCount"
export const LAST_VISIT_KEY = "lastVisit"
/** docs/BEHAVIOUR.md §6: the count is read from the API at most once an hour per browser. */
export const VIEW_COUNT_TTL_MS = 3_600_000
export const VIEW_COUNT_TIMEOUT_MS = 5_000
export const COUNTER_ERROR_MESSAGE = "Không thể kết nối tới API"

export function counterUrl(counterApiUrl: string, product: string): string {
  return `${counterApiUrl.replace(/\/+$/, "")}/api/count/${encodeURIComponent(product)}`
}

function isValidCount(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value) && value >= 0
}

/** The cached count when it is younger than an hour, else null. */
export function cachedViewCount(now: number): number | null {
  const lastVisit = Number(readStorage(LAST_VISIT_KEY))
  const count = Number(readStorage(VIEW_COUNT_KEY))
  if (!Number.isFinite(lastVisit) || readStorage(LAST_VISIT_KEY) === null) return null
  if (now - lastVisit < 0 || now - lastVisit >= VIEW_COUNT_TTL_MS) return null
  return isValidCount(count) && readStorage(VIEW_COUNT_KEY) !== null ? count : null
}

/**
 * The view count: from the hour-long cache, else `GET {api}/api/count/{product}`. Any failure (network, non-2xx,
 * bad JSON, a count that is not a finite non-negative number, 5 s timeout) logs the contract's error and gives null.
 */
export async function loadViewCount(
  counterApiUrl: string,
  product: string,
  fetchImpl: typeof fetch = fetch,
  now: () => number = Date.now,
): Promise<number | null> {
  const cached = cachedViewCount(now())
  if (cached !== null) return cached
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new Error("Hết thời gian chờ API")),
    VIEW_COUNT_TIMEOUT_MS,
  )
  try {
    const response = await fetchImpl(counterUrl(counterApiUrl, product), {
      signal: controller.signal,
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as { count?: unknown }
    if (!isValidCount(body?.count))
      throw new Error(`Giá trị count không hợp lệ: ${JSON.stringify(body?.count)}`)
    writeStorage(VIEW_COUNT_KEY, String(body.count))
    writeStorage(LAST_VISIT_KEY, String(now()))
    return body.count
  } catch (error) {
    console.error(COUNTER_ERROR_MESSAGE, error)
    return null
  } finally {
    clearTimeout(timer)
  }
}
