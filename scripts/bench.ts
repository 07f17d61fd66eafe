/**
 * Size and speed figures of the built site (printed, never pass/fail):
 * - per audit page, what a first visit transfers (gzip, from a static host), by kind, measured in Chromium;
 * - every reference page's HTML (gzip) and inline script, largest and median;
 * - with --build, a clean `gatsby build`: total time, time per phase and peak memory.
 *
 *   tsx scripts/bench.ts [--build]
 */
import { execSync, spawn } from "child_process"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { launchBenchBrowser } from "./support/chromium"
import { startStaticServer } from "./support/staticServer"
import { AUDIT_PAGES } from "./support/auditPages"
import { listContentFiles } from "../src/build/contentFiles"
import { pageKindOf } from "../src/build/content/pageKind"
import { routeFromContentPath } from "../src/lib/routes"

const PUBLIC = path.resolve("public")
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`
const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length
const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

function htmlFileFor(route: string): string {
  return path.join(PUBLIC, ...route.split("/").filter(Boolean), "index.html")
}

function inlineScriptBytes(html: string): number {
  return [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)].reduce(
    (sum, match) => sum + Buffer.byteLength(match[1]),
    0,
  )
}

/** Peak resident memory of a process tree, sampled from /proc every 200 ms (Linux). */
function sampleTreeMemory(rootPid: number): () => number {
  let peak = 0
  const timer = setInterval(() => {
    try {
      const out = execSync(`ps -o rss= --ppid ${rootPid} -p ${rootPid}; ps -o rss= -g ${rootPid}`, {
        encoding: "utf8",
      })
      const total = out
        .split("\n")
        .map((line) => Number(line.trim()) || 0)
        .reduce((a, b) => a + b, 0)
      peak = Math.max(peak, total / 2) // each process appears in both listings
    } catch {
      // the process ended between samples
    }
  }, 200)
  return () => {
    clearInterval(timer)
    return peak * 1024
  }
}

async function timedCleanBuild(): Promise<void> {
  execSync("npx gatsby clean", { stdio: "ignore" })
  const started = Date.now()
  const child = spawn("npx", ["gatsby", "build"], {
    env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", CI: "1" },
    detached: true,
  })
  const stopSampling = sampleTreeMemory(child.pid as number)
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const code = await new Promise<number>((resolve) => child.on("close", (c) => resolve(c ?? 1)))
  const peak = stopSampling()
  if (code !== 0) throw new Error(`gatsby build thất bại:\n${output.slice(-3000)}`)
  console.log(
    `Build sạch: ${((Date.now() - started) / 1000).toFixed(1)} s, bộ nhớ đỉnh ~${(peak / 2 ** 30).toFixed(2)} GiB`,
  )
  for (const match of output
    // eslint-disable-next-line no-control-regex -- strips the terminal colour codes of Gatsby's output
    .replace(/\x1b\[[0-9;]*[A-Za-z]/g, "")
    .matchAll(/^success (.+?) - ([\d.]+)s/gm)) {
    if (Number(match[2]) >= 1)
      console.log(`  ${match[1].padEnd(58)} ${Number(match[2]).toFixed(1)} s`)
  }
}

/** A phone shows neither the sidebar nor the table of contents, and so loads neither's code; a desktop does. */
const VIEWPORTS = [
  { name: "điện thoại 412 px", viewport: { width: 412, height: 823 } },
  { name: "máy tính 1280 px", viewport: { width: 1280, height: 800 } },
]

async function firstVisitTransfers(): Promise<void> {
  const server = await startStaticServer(PUBLIC)
  const browser = await launchBenchBrowser()
  try {
    for (const { name, viewport } of VIEWPORTS) {
      console.log(`Lần ghé đầu tiên (gzip, máy chủ tĩnh), ${name}, theo loại tài nguyên:`)
      for (const route of AUDIT_PAGES) {
        const context = await browser.newContext({ viewport })
        const page = await context.newPage()
        const byKind = new Map<string, number>()
        page.on("response", (response) => {
          const length = Number(response.headers()["content-length"] ?? 0)
          const pathname = new URL(response.url()).pathname
          const kind = pathname.endsWith(".js")
            ? "JS"
            : pathname.endsWith(".css")
              ? "CSS"
              : pathname.includes("/page-data/")
                ? "page-data"
                : response.request().resourceType() === "document"
                  ? "HTML"
                  : "khác"
          byKind.set(kind, (byKind.get(kind) ?? 0) + length)
        })
        await page.goto(`${server.url}${route}`, { waitUntil: "networkidle" })
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
        await page.waitForLoadState("networkidle")
        const total = [...byKind.values()].reduce((a, b) => a + b, 0)
        const parts = ["HTML", "JS", "CSS", "page-data", "khác"].map(
          (kind) => `${kind} ${kib(byKind.get(kind) ?? 0)}`,
        )
        console.log(`  ${route.padEnd(38)} tổng ${kib(total).padStart(9)}  (${parts.join(", ")})`)
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await server.close()
  }
}

/** What a reference page's HTML should stay under, gzip: the size of a Docusaurus page of the same content. */
const HTML_BUDGET = 12 * 1024

function referencePageSizes(): void {
  const routes = listContentFiles()
    .map(routeFromContentPath)
    .filter((route) => pageKindOf(route) === "reference")
  const sizes = routes.map((route) => {
    const html = fs.readFileSync(htmlFileFor(route), "utf8")
    return { route, gzip: gzipSize(html), inline: inlineScriptBytes(html) }
  })
  const largest = sizes.reduce((a, b) => (b.gzip > a.gzip ? b : a))
  const mostInline = sizes.reduce((a, b) => (b.inline > a.inline ? b : a))
  console.log(`HTML của ${sizes.length} trang tham khảo (gzip):`)
  const over = sizes.filter((s) => s.gzip > HTML_BUDGET).sort((a, b) => b.gzip - a.gzip)
  console.log(
    `  trung vị ${kib(median(sizes.map((s) => s.gzip)))}, lớn nhất ${kib(largest.gzip)} (${largest.route})`,
  )
  console.log(
    `  vượt ${kib(HTML_BUDGET)}: ${over.length} trang${over.length > 0 ? ` (${over.map((s) => s.route).join(", ")})` : ""}`,
  )
  console.log(
    `  script nội tuyến lớn nhất: ${(mostInline.inline / 1024).toFixed(2)} KiB (${mostInline.route})`,
  )
}

async function main() {
  if (process.argv.includes("--build")) await timedCleanBuild()
  if (!fs.existsSync(path.join(PUBLIC, "index.html")))
    throw new Error("Chưa có bản build: chạy `npm run build` trước.")
  referencePageSizes()
  await firstVisitTransfers()
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
