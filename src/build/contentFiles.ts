import fs from "fs"
import path from "path"
import { contentPathFromRoute } from "../lib/routes"

// Build code, scripts and tests all run from the repository root.
export const CONTENT_DIR = path.resolve("content")

/** Every .mdx file under content/, as paths relative to content/ with forward slashes. */
export function listContentFiles(dir: string = CONTENT_DIR): string[] {
  const out: string[] = []
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name)
      if (entry.isDirectory()) walk(full)
      else if (entry.name.endsWith(".mdx"))
        out.push(path.relative(dir, full).split(path.sep).join("/"))
    }
  }
  walk(dir)
  return out.sort()
}

/** Names the source of a built page in error messages: "/algorithms/sort" -> "content/algorithms/sort.mdx". */
export function contentFileForRoute(route: string): string {
  // Gatsby writes "/x/y" as public/x/y/index.html, so a built page may carry a trailing slash its route lacks.
  const candidates = [route, route.replace(/\/$/, "")].filter((r) => r !== "")
  for (const candidate of candidates) {
    const relative = contentPathFromRoute(candidate)
    if (fs.existsSync(path.join(CONTENT_DIR, relative))) return `content/${relative}`
  }
  return `trang ${route}`
}
