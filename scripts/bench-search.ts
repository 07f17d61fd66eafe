/**
 * Search figures (printed, not pass/fail), on the built site (public/):
 * - the sharded index: files and gzip sizes;
 * - in Node, over the quality-test queries: start-up (the manifest, which holds the title table), query latency p50/p95 with shards cached,
 *   gzip transfer of a first query (worker script + manifest + shards + store parts) and of ten different
 *   queries in one visit;
 * - in Chromium against a static server: transfer and time from focusing the box and typing to the first results.
 *
 *   tsx scripts/bench-search.ts
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { performance } from "perf_hooks"
import { Searcher } from "../src/search/searcher"
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_FILE, SEARCH_MARKS } from "../src/search/protocol"
import { QUALITY_CASES } from "../tests/support/searchQueries"
import { launchBenchBrowser } from "./support/chromium"
import { startStaticServer } from "./support/staticServer"

const PUBLIC = path.resolve("public")
const INDEX_DIR = path.join(PUBLIC, SEARCH_INDEX_DIR.slice(1))
const QUERIES = QUALITY_CASES.map((c) => c.query)

const gzipSize = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/** The worker's bundle (src/search/createWorker.ts names its chunk); the newest if public/ holds older builds. */
function workerScriptGzip(): number {
  const chunks = fs
    .readdirSync(PUBLIC)
    .filter((name) => /^search-worker-.*\.js$/.test(name))
    .map((name) => path.join(PUBLIC, name))
    .sort((a, b) => fs.statSync(b).mtimeMs - fs.statSync(a).mtimeMs)
  if (chunks.length === 0)
    throw new Error("Không thấy search-worker-*.js trong public/: chạy npm run build")
  return gzipSize(chunks[0])
}

async function openCounting(sizes: Map<string, number>) {
  let bytes = 0
  const searcher = await Searcher.open(async (file) => {
    bytes += sizes.get(file) ?? 0
    return JSON.parse(fs.readFileSync(path.join(INDEX_DIR, file), "utf8")) as unknown
  }, SEARCH_MANIFEST_FILE)
  return { searcher, transferred: () => bytes }
}

async function nodeFigures() {
  if (!fs.existsSync(path.join(INDEX_DIR, SEARCH_MANIFEST_FILE)))
    throw new Error(`Chưa có ${INDEX_DIR}: chạy npm run build trước`)
  const sizes = new Map(
    fs.readdirSync(INDEX_DIR).map((name) => [name, gzipSize(path.join(INDEX_DIR, name))]),
  )
  const byKind = new Map<string, number[]>()
  for (const [name, size] of sizes) {
    const kind = name.split(/[-.]/)[0]
    byKind.set(kind, [...(byKind.get(kind) ?? []), size])
  }
  console.log("Chỉ mục tìm kiếm chia mảnh (gzip):")
  for (const [kind, list] of byKind)
    console.log(
      `  ${kind.padEnd(9)} ${String(list.length).padStart(4)} tệp, tổng ${kib(list.reduce((a, b) => a + b, 0)).padStart(10)}, lớn nhất ${kib(Math.max(...list))}`,
    )
  const worker = workerScriptGzip()
  console.log(`  worker script ${kib(worker)}`)

  const started = performance.now()
  const { searcher } = await openCounting(sizes)
  console.log(
    `Khởi động trong Node (manifest kèm bảng tiêu đề): ${(performance.now() - started).toFixed(1)} ms (mục tiêu ≤ 50 ms)`,
  )
  for (const query of QUERIES) await searcher.search(query, { limit: 8, onePerPage: true })
  const timings: number[] = []
  for (let round = 0; round < 5; round += 1) {
    for (const query of QUERIES) {
      const t0 = performance.now()
      await searcher.search(query, { limit: 8, onePerPage: true })
      timings.push(performance.now() - t0)
    }
  }
  timings.sort((a, b) => a - b)
  console.log(
    `  ${QUERIES.length} truy vấn × 5 vòng: p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms (mục tiêu p95 ≤ 5 ms)`,
  )

  const first: number[] = []
  for (const query of QUERIES) {
    const visit = await openCounting(sizes)
    await visit.searcher.search(query, { limit: 8, onePerPage: true })
    first.push(worker + visit.transferred())
  }
  first.sort((a, b) => a - b)
  console.log(
    `Truyền tải cho truy vấn đầu tiên (worker + manifest + mảnh): trung vị ${kib(percentile(first, 50))}, lớn nhất ${kib(first[first.length - 1])} (mục tiêu ≤ 150 KiB)`,
  )
  const visits: number[] = []
  for (let start = 0; start + 10 <= QUERIES.length; start += 10) {
    const visit = await openCounting(sizes)
    for (const query of QUERIES.slice(start, start + 10))
      await visit.searcher.search(query, { limit: 8, onePerPage: true })
    visits.push(worker + visit.transferred())
  }
  visits.sort((a, b) => a - b)
  console.log(
    `Mười truy vấn khác nhau trong một lần ghé (${visits.length} nhóm): trung vị ${kib(percentile(visits, 50))}, lớn nhất ${kib(visits[visits.length - 1])} (mục tiêu ≤ 400 KiB)`,
  )
}

async function browserFigures() {
  const server = await startStaticServer(PUBLIC)
  const browser = await launchBenchBrowser()
  try {
    console.log("Trong Chromium (máy chủ tĩnh gzip, loopback), trang /containers/vector/at:")
    for (const query of ["sắp xếp", "unordred_map", "ngan xep", "vector push_back"]) {
      const context = await browser.newContext()
      const page = await context.newPage()
      let searchBytes = 0
      page.on("response", (response) => {
        const pathname = new URL(response.url()).pathname
        if (pathname.startsWith(`${SEARCH_INDEX_DIR}/`) || /\/search-worker-.*\.js$/.test(pathname))
          searchBytes += Number(response.headers()["content-length"] ?? 0)
      })
      await page.goto(`${server.url}/containers/vector/at`, { waitUntil: "networkidle" })
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
      // Timestamps taken in the page, so the browser automation's own latency is not counted.
      // A string, not a function: tsx's helpers would not exist in the page.
      await page.evaluate(`(() => {
        const times = {}
        window.searchTimes = times
        document.addEventListener("focusin", () => { times.focus ??= performance.now() })
        document.addEventListener("input", () => { times.lastInput = performance.now() })
        new MutationObserver(() => {
          if (!document.querySelector('[role="option"]')) return
          times.firstOption ??= performance.now()
          times.lastChange = performance.now()
        }).observe(document.body, { childList: true, subtree: true, characterData: true })
      })()`)
      const box = page.getByRole("combobox", { name: "Tìm kiếm" })
      await box.focus()
      await box.pressSequentially(query)
      await page.getByRole("option").first().waitFor()
      await page.waitForLoadState("networkidle")
      await page.waitForTimeout(500)
      const times = (await page.evaluate("window.searchTimes")) as Record<string, number>
      // The worker's start-up, on its own clock (0 = its start): script run, manifest bytes in, ready to answer.
      const [worker] = page.workers()
      const marks = worker
        ? ((await worker.evaluate(
            `Object.fromEntries(${JSON.stringify(Object.entries(SEARCH_MARKS))}.map(([key, name]) => [key, performance.getEntriesByName(name)[0]?.startTime ?? NaN]))`,
          )) as Record<keyof typeof SEARCH_MARKS, number>)
        : { scriptRan: NaN, manifestArrived: NaN, ready: NaN }
      console.log(
        `  "${query}": kết quả đầu tiên ${(times.firstOption - times.focus).toFixed(0)} ms sau focus; kết quả cho cả truy vấn ${Math.max(0, times.lastChange - times.lastInput).toFixed(0)} ms sau phím cuối (gõ mất ${(times.lastInput - times.focus).toFixed(0)} ms); worker sẵn sàng sau ${marks.ready.toFixed(0)} ms (mã chạy lúc ${marks.scriptRan.toFixed(0)}, manifest tới lúc ${marks.manifestArrived.toFixed(0)}); tải ${kib(searchBytes)}`,
      )
      await context.close()
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

async function main() {
  await nodeFigures()
  await browserFigures()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
