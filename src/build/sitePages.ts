import crypto from "crypto"
import fs from "fs"
import path from "path"
import {
  breadcrumbsFor,
  buildSidebar,
  categoriesWithoutIndex,
  sidebarDocFromNode,
  findPrevNext,
  sidebarForRoute,
  type Crumb,
  type SidebarItem,
  type SidebarLink,
} from "../lib/sidebar"
import type { DocFrontmatter } from "./frontmatter"
import type { PageLink } from "./mdx/contentPage"

/** What createPages reads of each Doc node. */
export interface DocSummary {
  id: string
  route: string
  contentPath: string
  frontmatter: Pick<
    DocFrontmatter,
    "title" | "sidebar_label" | "sidebar_position" | "hide_from_sidebar"
  >
  headingIds: string[]
  internalLinks: PageLink[]
}

/** The page context every page of the site gets: its sidebar, and where to fetch the whole tree. */
export interface ChromeContext {
  sidebar: SidebarItem[]
  sidebarUrl: string
}

/** A doc page's context: its node, breadcrumbs and previous/next, computed once here for every page. */
export interface DocContext extends ChromeContext {
  id: string
  route: string
  crumbs: Crumb[]
  previous: SidebarLink | null
  next: SidebarLink | null
}

export interface CategoryContext extends ChromeContext {
  /** The category's folder path, e.g. "/containers/vector/" (also its URL). */
  route: string
  label: string
  items: SidebarLink[]
  crumbs: Crumb[]
  previous: SidebarLink | null
  next: SidebarLink | null
}

const SIDEBAR_DIR = "sidebar"

/** The whole sidebar, written once as a content-hashed static file (cacheable forever). */
export function writeSidebarFile(publicDir: string, sidebar: SidebarItem[]): string {
  const json = JSON.stringify(sidebar)
  const hash = crypto.createHash("sha256").update(json).digest("hex").slice(0, 16)
  const url = `/${SIDEBAR_DIR}/${hash}.json`
  fs.mkdirSync(path.join(publicDir, SIDEBAR_DIR), { recursive: true })
  fs.writeFileSync(path.join(publicDir, url), json)
  return url
}

export function sidebarOfDocs(docs: DocSummary[]): SidebarItem[] {
  return buildSidebar(docs.map(sidebarDocFromNode))
}

/** Two files that make the same route: the second would silently replace the first. */
export function duplicateRoutes(docs: DocSummary[]): string[] {
  const seen = new Map<string, string>()
  const problems: string[] = []
  for (const doc of docs) {
    const previous = seen.get(doc.route)
    if (previous)
      problems.push(
        `Hai tệp cùng sinh ra đường dẫn ${doc.route}: ${previous} và ${doc.contentPath}`,
      )
    seen.set(doc.route, doc.contentPath)
  }
  return problems
}

/**
 * Every internal link of every page must reach a page (doc or generated category) and, with a #fragment, a
 * heading of that page. Returns `file:line: message` lines.
 */
export function brokenInternalLinks(docs: DocSummary[], extraRoutes: string[]): string[] {
  const targets = new Map<string, Set<string>>()
  for (const doc of docs) targets.set(doc.route, new Set(doc.headingIds))
  for (const route of extraRoutes) if (!targets.has(route)) targets.set(route, new Set())
  const problems: string[] = []
  for (const doc of docs) {
    for (const link of doc.internalLinks) {
      const [pathAndQuery, fragment] = link.href.split("#", 2) as [string, string | undefined]
      const pathPart = pathAndQuery.split("?")[0]
      let route = pathPart === "" ? doc.route : pathPart
      try {
        route = decodeURI(route)
      } catch {
        // reported below as a missing page
      }
      const ids = targets.get(route) ?? (route.endsWith("/") ? undefined : targets.get(`${route}/`))
      if (!ids) {
        problems.push(
          `${doc.contentPath}:${link.line}: liên kết tới trang không tồn tại: ${link.href}`,
        )
      } else if (fragment && !ids.has(decodeURIComponent(fragment))) {
        problems.push(
          `${doc.contentPath}:${link.line}: ${route} không có tiêu đề với id #${fragment} (${link.href})`,
        )
      }
    }
  }
  return problems
}

export function docContext(
  doc: DocSummary,
  sidebar: SidebarItem[],
  sidebarUrl: string,
): DocContext {
  const label = doc.frontmatter.sidebar_label || doc.frontmatter.title
  const { previous, next } = findPrevNext(sidebar, doc.route)
  return {
    id: doc.id,
    route: doc.route,
    crumbs: breadcrumbsFor(sidebar, doc.route, label),
    previous,
    next,
    sidebar: sidebarForRoute(sidebar, doc.route),
    sidebarUrl,
  }
}

/** Landing pages for folders that have pages but no index.mdx. */
export function categoryPages(
  sidebar: SidebarItem[],
  sidebarUrl: string,
): Array<{ path: string; context: CategoryContext }> {
  return categoriesWithoutIndex(sidebar).map((category) => {
    const { previous, next } = findPrevNext(sidebar, category.key)
    return {
      path: category.key,
      context: {
        route: category.key,
        label: category.label,
        items: category.items.map((item) => ({
          type: "link" as const,
          label: item.label,
          href: item.href,
        })),
        crumbs: breadcrumbsFor(sidebar, category.key, category.label),
        previous,
        next,
        sidebar: sidebarForRoute(sidebar, category.key),
        sidebarUrl,
      },
    }
  })
}
