import fs from "fs"
import { open } from "lmdb"
import { KEY_PREFIX, type CounterStore } from "./CounterStore"

/**
 * LMDB crashes the process (SIGSEGV, no message) on a directory it cannot write: check it first and fail with a
 * message that names it.
 */
export function checkDataDirectory(directory: string): void {
  try {
    fs.mkdirSync(directory, { recursive: true })
  } catch (error) {
    throw new Error(`không tạo được thư mục dữ liệu "${directory}": ${(error as Error).message}`)
  }
  if (!fs.statSync(directory).isDirectory())
    throw new Error(`"${directory}" không phải một thư mục (COUNTER_STORE=lmdb:<thư mục>)`)
  try {
    fs.accessSync(directory, fs.constants.R_OK | fs.constants.W_OK)
  } catch {
    throw new Error(`không ghi được vào thư mục dữ liệu "${directory}"`)
  }
}

/**
 * Embedded LMDB store. Each increment reads and writes inside one write transaction: LMDB's writer lock makes it
 * atomic across every process that opens the same directory. lmdb-js batches concurrent transactions into one
 * commit. Its default `overlappingSync` resolves a transaction once the commit is visible and syncs it to disk
 * afterwards, so an answered view could be lost by a power cut; with `overlappingSync: false` the commit is synced
 * before the promise resolves, so an answer means the view is on disk. One sync serves a whole batch, so the cost
 * is latency, not one fsync per request (`npm run bench:counter`; counter/tests/lmdbDurability.test.ts delays
 * fsync to prove the order).
 */
export function openLmdbStore(directory: string): CounterStore {
  checkDataDirectory(directory)
  const db = open<number, string>({ path: directory, compression: false, overlappingSync: false })
  const key = (product: string) => KEY_PREFIX + product
  return {
    kind: "lmdb",
    async increment(product) {
      return db.transaction(() => {
        const next = (db.get(key(product)) ?? 0) + 1
        db.put(key(product), next)
        return next
      })
    },
    async read(product) {
      return db.get(key(product)) ?? 0
    },
    async ping() {
      db.get(KEY_PREFIX)
    },
    async close() {
      await db.close()
    },
  }
}
