import { createClient } from "redis"
import { KEY_PREFIX, type CounterStore } from "./CounterStore"

/** Redis store (`INCR`), for several counter instances behind a load balancer. Reconnects on its own. */
export async function openRedisStore(url: string, connectTimeoutMs = 5_000): Promise<CounterStore> {
  const client = createClient({
    url,
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
  await client.connect()
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
