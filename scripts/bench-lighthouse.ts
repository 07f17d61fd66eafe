/**
 * Lighthouse (mobile preset, simulated throttling) on the five audit pages of the built site, served by a static
 * host with gzip. Prints the median of 3 runs per page: performance score, TBT, CLS, LCP and bytes transferred.
 * Figures only, never pass/fail.
 *
 *   tsx scripts/bench-lighthouse.ts [runs] [route…]   (after `npm run build`; CHROMIUM_PATH defaults to /usr/bin/chromium)
 *
 * Routes, when given, replace the five audit pages (to compare one page before and after a change).
 */
import { execFile } from "child_process"
import fs from "fs"
import path from "path"
import { promisify } from "util"
import { startStaticServer } from "./support/staticServer"
import { AUDIT_PAGES } from "./support/auditPages"

// Lighthouse's CLI runs under plain Node: functions it sends into the page must not be rewritten by tsx.
const LIGHTHOUSE_CLI = require.resolve("lighthouse/cli/index.js")
const run = promisify(execFile)

interface LighthouseResult {
  categories: { performance: { score: number | null } }
  audits: Record<string, { numericValue?: number }>
}

async function lighthouse(url: string): Promise<LighthouseResult> {
  const { stdout } = await run(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      "--output=json",
      "--quiet",
      "--only-categories=performance",
      "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking",
    ],
    {
      env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || "/usr/bin/chromium" },
      maxBuffer: 64 * 1024 * 1024,
    },
  )
  return JSON.parse(stdout) as LighthouseResult
}

interface Run {
  score: number
  tbt: number
  cls: number
  lcp: number
  bytes: number
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function main() {
  const runs = Number(process.argv[2] ?? 3)
  const pages = process.argv.length > 3 ? process.argv.slice(3) : AUDIT_PAGES
  const publicDir = path.resolve("public")
  if (!fs.existsSync(path.join(publicDir, "index.html")))
    throw new Error("Chưa có bản build: chạy `npm run build` trước.")
  const server = await startStaticServer(publicDir)
  try {
    console.log(`Lighthouse (di động, throttling mô phỏng), trung vị ${runs} lần chạy mỗi trang:`)
    for (const page of pages) {
      const results: Run[] = []
      for (let index = 0; index < runs; index += 1) {
        const lhr = await lighthouse(`${server.url}${page}`)
        results.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          tbt: lhr.audits["total-blocking-time"].numericValue ?? 0,
          cls: lhr.audits["cumulative-layout-shift"].numericValue ?? 0,
          lcp: lhr.audits["largest-contentful-paint"].numericValue ?? 0,
          bytes: lhr.audits["total-byte-weight"].numericValue ?? 0,
        })
      }
      const pick = (key: keyof Run) => median(results.map((run) => run[key]))
      console.log(
        `  ${page.padEnd(38)} điểm ${pick("score")}  TBT ${pick("tbt").toFixed(0)} ms  CLS ${pick("cls").toFixed(3)}  ` +
          `LCP ${(pick("lcp") / 1000).toFixed(2)} s  tải ${(pick("bytes") / 1024).toFixed(1)} KiB`,
      )
    }
  } finally {
    await server.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
