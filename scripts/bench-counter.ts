/**
 * `npm run bench:counter`: requests per second and latency of the view-counter service on loopback, for the
 * embedded LMDB store and (when redis-server is installed) the Redis store. Figures only, no pass/fail.
 *   tsx scripts/bench-counter.ts [--requests 20000] [--concurrency 64]
 */
import fs from "fs"
import os from "os"
import path from "path"
import { percentile, sendLoad } from "../counter/tools/load"
import { startCounterProcess, startRedisServer } from "../counter/tools/process"

function option(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  return index > 0 ? Number(process.argv[index + 1]) : fallback
}

const REQUESTS = option("requests", 20_000)
const CONCURRENCY = option("concurrency", 64)

async function measure(label: string, store: string): Promise<void> {
  const counter = await startCounterProcess({ COUNTER_STORE: store, COUNTER_RATE_LIMIT: "0" })
  try {
    const url = `${counter.url}/api/count/cppvn`
    await sendLoad([url], 500, CONCURRENCY)
    const result = await sendLoad([url], REQUESTS, CONCURRENCY)
    const ok = result.statuses["200"] ?? 0
    console.log(
      `${label.padEnd(6)} ${String(Math.round((ok / result.elapsedMs) * 1000)).padStart(7)} yêu cầu/s   ` +
        `p50 ${percentile(result.latenciesMs, 50).toFixed(2)} ms   p99 ${percentile(result.latenciesMs, 99).toFixed(2)} ms   ` +
        `(${ok}/${REQUESTS} trả 200)`,
    )
  } finally {
    counter.child.kill("SIGTERM")
    await counter.exited
  }
}

async function main(): Promise<void> {
  console.log(
    `Bộ đếm lượt xem: ${REQUESTS} yêu cầu GET /api/count/cppvn, ${CONCURRENCY} đồng thời, loopback`,
  )
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-counter-bench-"))
  try {
    await measure("lmdb", `lmdb:${directory}`)
  } finally {
    fs.rmSync(directory, { recursive: true, force: true })
  }
  const redis = await startRedisServer()
  if (!redis) {
    console.log("redis  (bỏ qua: chưa cài redis-server)")
    return
  }
  try {
    await measure("redis", redis.url)
  } finally {
    await redis.stop()
  }
}

main().catch((error: Error) => {
  console.error(error.message)
  process.exit(1)
})
