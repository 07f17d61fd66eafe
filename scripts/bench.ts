/**
 * Size and speed figures (printed, never pass/fail): first-load JavaScript of a page (gzip), CSS, HTML size,
 * and, with --build, the time of a full `gatsby build`.
 *
 *   tsx scripts/bench.ts [--build] [route]      (route defaults to /containers/vector/at)
 */
import { execSync } from "child_process"
import fs from "fs"
import path from "path"
import zlib from "zlib"

const PUBLIC = path.resolve("public")
const TARGET_JS_KB = 100

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
const gzipSize = (data: Buffer | string) => zlib.gzipSync(data, { level: 9 }).length

function htmlFileFor(route: string): string {
  const relative = route.endsWith("/") ? `${route}index.html` : `${route}/index.html`
  return path.join(PUBLIC, relative)
}

function main() {
  const args = process.argv.slice(2)
  const route = args.find((arg) => arg.startsWith("/")) ?? "/containers/vector/at"
  if (args.includes("--build")) {
    const started = Date.now()
    execSync("npx gatsby build", {
      stdio: "inherit",
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    })
    console.log(`Thời gian build: ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
  const file = htmlFileFor(route)
  if (!fs.existsSync(file)) throw new Error(`Không có ${file}: chạy npm run build trước`)
  const html = fs.readFileSync(file, "utf8")
  const scripts = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((m) => m[1])
  let jsRaw = 0
  let jsGzip = 0
  for (const src of scripts) {
    const data = fs.readFileSync(path.join(PUBLIC, src.split("?")[0]))
    jsRaw += data.length
    jsGzip += gzipSize(data)
  }
  const inlineScripts = [...html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((m) => m[1])
    .join("")
  const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)]
    .map((m) => m[1])
    .join("")
  const cssFiles = fs.readdirSync(PUBLIC).filter((name) => name.endsWith(".css"))
  const cssTotal = cssFiles.reduce(
    (sum, name) => sum + fs.statSync(path.join(PUBLIC, name)).size,
    0,
  )
  const fontFiles = fs.existsSync(path.join(PUBLIC, "static"))
    ? fs.readdirSync(path.join(PUBLIC, "static")).filter((name) => /\.woff2?$/.test(name))
    : []
  console.log(`Trang đo: ${route}`)
  console.log(
    `  JavaScript tải lần đầu: ${scripts.length} tệp, ${kb(jsRaw)} (gzip ${kb(jsGzip)}; mục tiêu < ${TARGET_JS_KB} KB gzip)`,
  )
  console.log(`  Script nội tuyến trong HTML: ${kb(Buffer.byteLength(inlineScripts))}`)
  console.log(
    `  CSS nội tuyến trong HTML: ${kb(Buffer.byteLength(inlineStyles))} (gzip ${kb(gzipSize(inlineStyles))})`,
  )
  console.log(`  CSS tệp riêng trong public/: ${cssFiles.length} tệp, ${kb(cssTotal)}`)
  console.log(`  HTML: ${kb(Buffer.byteLength(html))} (gzip ${kb(gzipSize(html))})`)
  console.log(`  Phông chữ tự lưu trữ: ${fontFiles.length} tệp woff/woff2`)
}

main()
