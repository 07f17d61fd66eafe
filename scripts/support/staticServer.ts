import fs from "fs"
import http from "http"
import path from "path"
import zlib from "zlib"
import type { AddressInfo } from "net"

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "application/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".svg": "image/svg+xml",
  ".xml": "application/xml",
  ".txt": "text/plain; charset=utf-8",
  ".woff2": "font/woff2",
}
const COMPRESSIBLE = new Set([".html", ".js", ".css", ".json", ".svg", ".xml", ".txt"])

function resolveFile(root: string, pathname: string): string | null {
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const full = path.join(root, path.normalize(decoded))
  if (!full.startsWith(root)) return null
  for (const candidate of [full, path.join(full, "index.html")]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate
  }
  return null
}

/**
 * A static host for the built site, as a CDN serves it: gzip for text, compressed once per file and kept (a CDN
 * caches the compressed response; compressing a 170 KB file at level 9 on every request would add its time to
 * every measured fetch), and a 404 page with status 404. The benchmarks measure transfer sizes against it
 * (gatsby serve is a development convenience with its own behaviour).
 */
export async function startStaticServer(
  root: string,
): Promise<{ url: string; close: () => Promise<void> }> {
  const absoluteRoot = path.resolve(root)
  const gzipped = new Map<string, Buffer>()
  const server = http.createServer((request, response) => {
    const pathname = new URL(request.url ?? "/", "http://localhost").pathname
    const file = resolveFile(absoluteRoot, pathname)
    const status = file ? 200 : 404
    const served = file ?? path.join(absoluteRoot, "404.html")
    const extension = path.extname(served)
    let body: Buffer = fs.readFileSync(served)
    const headers: Record<string, string> = {
      "Content-Type": TYPES[extension] ?? "application/octet-stream",
    }
    if (
      COMPRESSIBLE.has(extension) &&
      /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""))
    ) {
      const compressed = gzipped.get(served) ?? zlib.gzipSync(body, { level: 9 })
      gzipped.set(served, compressed)
      body = compressed
      headers["Content-Encoding"] = "gzip"
    }
    headers["Content-Length"] = String(body.length)
    response.writeHead(status, headers)
    response.end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
