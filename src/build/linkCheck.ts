import fs from "fs"
import path from "path"
import { readBuiltPages, type BuiltPage } from "./builtPages"

export interface BrokenLink {
  page: string
  href: string
  reason: string
}

const ENTITIES: Record<string, string> = {
  "&amp;": "&",
  "&quot;": '"',
  "&#x27;": "'",
  "&#39;": "'",
  "&lt;": "<",
  "&gt;": ">",
}

export function decodeEntities(value: string): string {
  return value.replace(/&(amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity] ?? entity)
}

function stripHtmlComments(html: string): string {
  return html.replace(/<!--[\s\S]*?-->/g, "")
}

/** The element ids a page defines (targets of #anchors). */
function idsOf(html: string): Set<string> {
  const ids = new Set<string>()
  for (const match of html.matchAll(/\sid="([^"]+)"/g)) ids.add(decodeEntities(match[1]))
  return ids
}

function linksOf(html: string): string[] {
  const hrefs: string[] = []
  // Only <a> elements: <link> tags point at absolute canonical URLs and assets.
  for (const match of html.matchAll(/<a\s[^>]*?href="([^"]*)"/g))
    hrefs.push(decodeEntities(match[1]))
  return hrefs
}

/**
 * Checks every internal <a href> of the built site: the target page (or file) must exist, and a #fragment must
 * be an id on that page. Query strings are ignored. Returns every broken link, grouped by the page holding it.
 */
export function checkBuiltSiteLinks(
  publicDir: string,
  builtPages: BuiltPage[] = readBuiltPages(publicDir),
): BrokenLink[] {
  const pages = new Map(builtPages.map((page) => [page.route, page.html]))
  const idCache = new Map<string, Set<string>>()
  const idsFor = (route: string) => {
    let ids = idCache.get(route)
    if (!ids) {
      ids = idsOf(pages.get(route) ?? "")
      idCache.set(route, ids)
    }
    return ids
  }
  const resolvePage = (target: string): string | null => {
    let decoded: string
    try {
      decoded = decodeURI(target)
    } catch {
      decoded = target
    }
    for (const candidate of [target, decoded]) {
      if (pages.has(candidate)) return candidate
      if (pages.has(`${candidate}/`)) return `${candidate}/`
      if (candidate.endsWith("/") && pages.has(candidate.slice(0, -1)))
        return candidate.slice(0, -1)
    }
    return null
  }

  const broken: BrokenLink[] = []
  const reported = new Set<string>()
  const report = (link: BrokenLink) => {
    const key = `${link.page}\u0000${link.href}`
    if (reported.has(key)) return
    reported.add(key)
    broken.push(link)
  }
  for (const [route, rawHtml] of pages) {
    if (route.startsWith("/404") || route.startsWith("/dev-404")) continue
    const html = stripHtmlComments(rawHtml)
    for (const href of linksOf(html)) {
      if (/^(?:[a-z][a-z0-9+.-]*:|\/\/)/i.test(href)) continue
      const [beforeHash, fragment] = href.split("#", 2) as [string, string | undefined]
      const pathPart = beforeHash.split("?")[0]
      let targetRoute: string | null = route
      if (pathPart !== "") {
        const absolute = pathPart.startsWith("/")
          ? pathPart
          : new URL(pathPart, `http://site${route}`).pathname
        targetRoute = resolvePage(absolute)
        if (!targetRoute) {
          const asFile = path.join(publicDir, decodeURI(absolute))
          if (fs.existsSync(asFile) && fs.statSync(asFile).isFile()) continue
          report({ page: route, href, reason: "trang đích không tồn tại" })
          continue
        }
      }
      if (fragment && !idsFor(targetRoute).has(decodeURIComponent(fragment))) {
        report({
          page: route,
          href,
          reason: `không có phần tử id="${fragment}" trên ${targetRoute}`,
        })
      }
    }
  }
  return broken
}
