import fs from "fs"
import path from "path"

/** Gatsby's own output that is HTML but not a page: slice fragments (`_gatsby/slices/*.html`). */
const NOT_PAGES = new Set(["_gatsby"])

/** Every page Gatsby wrote under `publicDir` (`…/index.html`, `404.html`, …). */
export function builtPageFiles(publicDir: string): string[] {
  const out: string[] = []
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (!(dir === publicDir && NOT_PAGES.has(entry.name))) walk(full)
      } else if (entry.name.endsWith(".html")) out.push(full)
    }
  }
  walk(publicDir)
  return out
}

/** "/x/y/index.html" -> "/x/y/" ; "/404.html" -> "/404.html" */
export function builtPageRoute(publicDir: string, file: string): string {
  const relative = "/" + path.relative(publicDir, file).split(path.sep).join("/")
  return relative.endsWith("/index.html") ? relative.slice(0, -"index.html".length) : relative
}

export interface BuiltPage {
  file: string
  /** As builtPageRoute gives it. */
  route: string
  html: string
}

/** Every built page with its HTML, read once for the post-build steps that all need it. */
export function readBuiltPages(publicDir: string): BuiltPage[] {
  return builtPageFiles(publicDir).map((file) => ({
    file,
    route: builtPageRoute(publicDir, file),
    html: fs.readFileSync(file, "utf8"),
  }))
}
