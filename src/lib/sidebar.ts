import { routeFolders } from "./routes"

/** One page as the sidebar sees it (from the GraphQL data of each MDX file). */
export interface SidebarDoc {
  route: string
  title: string
  label?: string | null
  position?: number | null
  hidden?: boolean | null
}

/** An MDX node as the GraphQL queries of the build, the sidebar hook and the search index read it. */
/** A content page as the build reads it (a Doc node): enough to place it in the sidebar. */
export interface SidebarSourceNode {
  route: string
  frontmatter: {
    title: string
    sidebar_label?: string | null
    sidebar_position?: number | null
    hide_from_sidebar?: boolean | null
  }
}

export function sidebarDocFromNode(node: SidebarSourceNode): SidebarDoc {
  return {
    route: node.route,
    title: node.frontmatter.title,
    label: node.frontmatter.sidebar_label,
    position: node.frontmatter.sidebar_position,
    hidden: node.frontmatter.hide_from_sidebar,
  }
}

export interface SidebarLink {
  type: "link"
  label: string
  href: string
}

export interface SidebarCategory {
  type: "category"
  /** The folder path, e.g. "/containers/vector/"; also the category's landing URL. */
  key: string
  label: string
  href: string
  /** True when the folder has its own index page; otherwise the build generates a landing page. */
  hasIndex: boolean
  items: SidebarItem[]
  /** Set in a page's own copy of the sidebar: the items were left out (see sidebarForRoute). */
  itemsOmitted?: boolean
}

export type SidebarItem = SidebarLink | SidebarCategory

export const HOME_LABEL = "Giới thiệu"

interface Sortable {
  item: SidebarItem
  position: number
}

interface MutableCategory extends SidebarCategory {
  position: number
  children: Sortable[]
  childCategories: Map<string, MutableCategory>
}

function newCategory(key: string, folder: string): MutableCategory {
  return {
    type: "category",
    key,
    label: folder,
    href: key,
    hasIndex: false,
    items: [],
    position: Number.POSITIVE_INFINITY,
    children: [],
    childCategories: new Map(),
  }
}

const byPositionThenLabel = (a: Sortable, b: Sortable) =>
  a.position - b.position || a.item.label.localeCompare(b.item.label, "vi")

function finish(category: MutableCategory): SidebarCategory {
  const items = [...category.children].sort(byPositionThenLabel).map(({ item }) => {
    return item.type === "category" ? finish(item as MutableCategory) : item
  })
  return {
    type: "category",
    key: category.key,
    label: category.label,
    href: category.href,
    hasIndex: category.hasIndex,
    items,
  }
}

/**
 * The `docs` sidebar, generated from the content tree: one category per folder (its index page gives the label
 * and the link), items ordered by sidebar_position then label; the home page is the fixed first link.
 */
export function buildSidebar(docs: SidebarDoc[]): SidebarItem[] {
  const root = newCategory("/", "")
  const categoryFor = (folders: string[]): MutableCategory => {
    let current = root
    let key = "/"
    for (const folder of folders) {
      key += `${folder}/`
      let next = current.childCategories.get(folder)
      if (!next) {
        next = newCategory(key, folder)
        current.childCategories.set(folder, next)
        current.children.push({ item: next, position: next.position })
      }
      current = next
    }
    return current
  }

  for (const doc of docs) {
    if (doc.route === "/") continue
    const label = doc.label || doc.title
    const position = doc.position ?? Number.POSITIVE_INFINITY
    const folders = routeFolders(doc.route)
    if (doc.route.endsWith("/")) {
      const category = categoryFor(folders)
      category.label = label
      category.hasIndex = true
      category.position = position
      continue
    }
    if (doc.hidden) continue
    categoryFor(folders).children.push({ item: { type: "link", label, href: doc.route }, position })
  }

  // A category's position is known only once its index page has been seen.
  const refreshPositions = (category: MutableCategory) => {
    for (const child of category.children) {
      if (child.item.type === "category") {
        const mutable = child.item as MutableCategory
        child.position = mutable.position
        refreshPositions(mutable)
      }
    }
  }
  refreshPositions(root)

  const home: SidebarLink = { type: "link", label: HOME_LABEL, href: "/" }
  return [home, ...finish(root).items]
}

/** Pages in reading order: a category's landing comes before its items. */
export function flattenSidebar(items: SidebarItem[]): SidebarLink[] {
  const links: SidebarLink[] = []
  for (const item of items) {
    if (item.type === "link") {
      links.push(item)
    } else {
      links.push({ type: "link", label: item.label, href: item.href })
      links.push(...flattenSidebar(item.items))
    }
  }
  return links
}

export function findPrevNext(
  items: SidebarItem[],
  route: string,
): { previous: SidebarLink | null; next: SidebarLink | null } {
  const links = flattenSidebar(items)
  const index = links.findIndex((link) => link.href === route)
  if (index === -1) return { previous: null, next: null }
  return { previous: links[index - 1] ?? null, next: links[index + 1] ?? null }
}

/** Categories that hold the route (outermost first): the ones the sidebar shows expanded. */
export function activeCategories(items: SidebarItem[], route: string): SidebarCategory[] {
  for (const item of items) {
    if (item.type !== "category") continue
    if (route === item.key || route.startsWith(item.key)) {
      return [item, ...activeCategories(item.items, route)]
    }
  }
  return []
}

export interface Crumb {
  label: string
  href: string | null
}

/** Home, then each category holding the page, then the page itself (no link: it is the current page). */
export function breadcrumbsFor(items: SidebarItem[], route: string, pageLabel: string): Crumb[] {
  const crumbs: Crumb[] = [{ label: HOME_LABEL, href: "/" }]
  if (route === "/") return crumbs
  for (const category of activeCategories(items, route)) {
    if (category.key === route) continue
    crumbs.push({ label: category.label, href: category.href })
  }
  crumbs.push({ label: pageLabel, href: null })
  return crumbs
}

/** Folders that have pages but no index page: the build creates a generated landing page for each. */
export function categoriesWithoutIndex(items: SidebarItem[]): SidebarCategory[] {
  const found: SidebarCategory[] = []
  for (const item of items) {
    if (item.type !== "category") continue
    if (!item.hasIndex) found.push(item)
    found.push(...categoriesWithoutIndex(item.items))
  }
  return found
}

/**
 * The sidebar as one page shows it: the categories holding the page keep their items, every other category is
 * sent without them (`itemsOmitted`). Each page carries only this; the full tree is a separate static file that
 * the browser fetches when the reader opens another category.
 */
export function sidebarForRoute(items: SidebarItem[], route: string): SidebarItem[] {
  const open = new Set(activeCategories(items, route).map((category) => category.key))
  const prune = (list: SidebarItem[]): SidebarItem[] =>
    list.map((item) => {
      if (item.type === "link") return item
      if (open.has(item.key)) return { ...item, items: prune(item.items) }
      return { ...item, items: [], itemsOmitted: true }
    })
  return prune(items)
}

/** True when some category of the tree was sent without its items. */
export function hasOmittedItems(items: SidebarItem[]): boolean {
  return items.some(
    (item) =>
      item.type === "category" && (item.itemsOmitted === true || hasOmittedItems(item.items)),
  )
}
