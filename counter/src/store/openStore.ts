import type { CounterStore } from "./CounterStore"
import { openLmdbStore } from "./lmdbStore"
import { openRedisStore } from "./redisStore"

/** `lmdb:<directory>` or `redis://…` (see CounterConfig.store). */
export async function openStore(spec: string): Promise<CounterStore> {
  if (/^rediss?:\/\//.test(spec)) return openRedisStore(spec)
  if (spec.startsWith("lmdb:")) return openLmdbStore(spec.slice("lmdb:".length))
  throw new Error(`Kho đếm không hỗ trợ: "${spec}"`)
}
