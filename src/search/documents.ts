import { breadcrumbsFor, type SidebarItem } from "../lib/sidebar"
import type { PageSection } from "../build/mdx/contentPage"

/** One search hit document: url, hash, title, section, breadcrumbs, plus its text. */
export interface SearchDocument {
  id: number
  u: string
  h: string
  t: string
  s: string
  b: string
  /** The full text, indexed but not shipped in the store. */
  x: string
  /** The start of the text, stored for snippets. */
  p: string
}

export interface SearchPageInput {
  route: string
  title: string
  label: string
  description: string
  /** The page's sections from its one parse (src/build/mdx/parseContentPage.ts), "Xem thêm" already left out. */
  sections: PageSection[]
}

const SNIPPET_SOURCE_LIMIT = 500

/**
 * One document per page (title, description, intro) and one per h2/h3 section, with the ids the headings
 * have on the page.
 */
export function documentsForPage(
  page: SearchPageInput,
  sidebar: SidebarItem[],
  firstId: number,
): SearchDocument[] {
  const crumbs = breadcrumbsFor(sidebar, page.route, page.label)
    .slice(1, -1)
    .map((crumb) => crumb.label)
    .join(" › ")
  const documents: SearchDocument[] = []
  page.sections.forEach((section, index) => {
    const isPage = index === 0 && section.heading === ""
    const symbols = section.symbols.join(" ")
    if (!isPage && section.text === "" && symbols === "") return
    documents.push({
      id: firstId + documents.length,
      u: page.route,
      h: section.id,
      t: page.title,
      s: isPage ? "" : section.heading,
      b: crumbs,
      x: [isPage ? page.description : "", symbols, section.text].filter(Boolean).join(" "),
      p: (isPage ? page.description : section.text).slice(0, SNIPPET_SOURCE_LIMIT),
    })
  })
  return documents
}
