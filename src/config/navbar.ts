import { routeFromContentPath } from "../lib/routes"

/**
 * The navbar's items, typed like Docusaurus's: a doc (by id = its content path without extension), the docs
 * sidebar, or a plain internal link. `validateNavbarItems` runs at build time: an unknown type, a missing sidebar
 * or a doc id that does not exist fails the build naming the item.
 */
export type NavbarItem =
  | { type: "doc"; docId: string; label: string }
  | { type: "docSidebar"; sidebarId: string; label: string }
  | { type: "link"; to: string; label: string }

export interface NavbarLink {
  label: string
  to: string
}

export const DOCS_SIDEBAR_ID = "docs"

export const navbarItems: NavbarItem[] = [
  { type: "doc", docId: "containers/index", label: "Container" },
  { type: "doc", docId: "algorithms/index", label: "Thuật toán" },
  { type: "doc", docId: "strings/index", label: "Chuỗi" },
  { type: "doc", docId: "protech/index", label: "Kỹ thuật" },
]

/** A doc id is its content path without the extension: the content model's path rule gives its route. */
export function routeOfDocId(docId: string): string {
  return routeFromContentPath(`${docId}.mdx`)
}

export function navbarItemLink(item: NavbarItem): NavbarLink {
  switch (item.type) {
    case "doc":
      return { label: item.label, to: routeOfDocId(item.docId) }
    case "docSidebar":
      return { label: item.label, to: "/" }
    case "link":
      return { label: item.label, to: item.to }
    default:
      throw new Error(`Mục thanh điều hướng có kiểu không hỗ trợ: ${JSON.stringify(item)}`)
  }
}

export class NavbarConfigError extends Error {
  override name = "NavbarConfigError"
}

/** Build-time check of the navbar against the docs that exist. */
export function validateNavbarItems(
  items: unknown[],
  docRoutes: Set<string>,
  sidebarIds: string[],
): NavbarLink[] {
  return items.map((raw, index) => {
    const item = raw as NavbarItem
    const where = `mục thanh điều hướng #${index + 1} (${JSON.stringify(raw)})`
    if (
      !item ||
      typeof item !== "object" ||
      typeof item.label !== "string" ||
      item.label.trim() === ""
    ) {
      throw new NavbarConfigError(`${where}: thiếu nhãn (label)`)
    }
    if (item.type === "doc") {
      if (!docRoutes.has(routeOfDocId(item.docId)))
        throw new NavbarConfigError(`${where}: không có trang với docId "${item.docId}"`)
    } else if (item.type === "docSidebar") {
      if (!sidebarIds.includes(item.sidebarId))
        throw new NavbarConfigError(`${where}: không có thanh bên "${item.sidebarId}"`)
    } else if (item.type === "link") {
      if (typeof item.to !== "string" || !item.to.startsWith("/"))
        throw new NavbarConfigError(`${where}: "to" phải là đường dẫn nội bộ`)
    } else {
      throw new NavbarConfigError(
        `${where}: kiểu "${(item as { type?: unknown }).type}" không được hỗ trợ (doc, docSidebar, link)`,
      )
    }
    return navbarItemLink(item)
  })
}

export const navbarLinks: NavbarLink[] = navbarItems.map(navbarItemLink)
