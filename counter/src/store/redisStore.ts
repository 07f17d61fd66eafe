import { createClient } from "redis"
import { KEY_PREFIX, type CounterStore } from "./CounterStore"

/**
 * Redis store (`INCR`), for several counter instances behind a load balancer. Reconnects on its own, but never
 * queues a command while disconnected: a request answered with an error must not count later, when Redis is back.
 * Start-up waits at most `startTimeoutMs` for Redis (absent, wrong password…), then fails with the reason.
 */
export async function openRedisStore(
  url: string,
  connectTimeoutMs = 5_000,
  startTimeoutMs = 10_000,
): Promise<CounterStore> {
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: connectTimeoutMs,
      reconnectStrategy: (retries: number) => Math.min(100 * 2 ** retries, 2_000),
    },
  })
  let lastError = ""
  client.on("error", (error: Error) => {
    if (error.message !== lastError) console.error(`Redis: ${error.message}`)
    lastError = error.message
  })
  let timer: NodeJS.Timeout | undefined
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `không kết nối được Redis trong ${startTimeoutMs / 1000} s (${lastError || "không có phản hồi"})`,
          ),
        ),
      startTimeoutMs,
    )
  })
  try {
    await Promise.race([client.connect(), timedOut])
  } catch (error) {
    client.destroy()
    throw error
  } finally {
    clearTimeout(timer)
  }
  const key = (product: string) => KEY_PREFIX + product
  return {
    kind: "redis",
    increment: (product) => client.incr(key(product)),
    async read(product) {
      return Number((await client.get(key(product))) ?? 0)
    },
    async ping() {
      await client.ping()
    },
    async close() {
      await client.close()
    },
  }
}
