import { breadcrumbsFor, type SidebarItem } from "../lib/sidebar"
import type { PageSection } from "../build/mdx/contentPage"

/** One search document: a page (its title, description and intro) or one of its h2/h3 sections. */
export interface SearchDocument {
  /** 1..n in build order: the index and the store refer to documents by it. */
  id: number
  route: string
  /** The section's heading id ("" for the page itself). */
  headingId: string
  pageTitle: string
  /** "" for the page itself */
  sectionHeading: string
  /** The page's breadcrumbs, " › "-joined, shown with a hit but not indexed. */
  crumbs: string
  /** The full text, indexed but not shipped in the store. */
  text: string
  /** The start of the text, stored for snippets. */
  snippetSource: string
}

/**
 * A document as gatsby-plugin-local-search receives it. The plugin indexes `JSON.stringify` of the indexed fields,
 * keys included, so the keys are one letter: a word-long key would become a term of every document. Only the
 * plugin's input and its store (StoredDocument) use these keys; code reads SearchDocument.
 */
export interface IndexRecord {
  id: number
  /** route */
  u: string
  /** headingId */
  h: string
  /** pageTitle */
  t: string
  /** sectionHeading */
  s: string
  /** crumbs */
  b: string
  /** text */
  x: string
  /** snippetSource */
  p: string
}

/** What the plugin's store keeps of a document: everything but its id and text. */
export type StoredDocument = Omit<IndexRecord, "id" | "x">

/**
 * The fields of IndexRecord the plugin indexes, and those its store keeps. Breadcrumbs are shown with a hit (store)
 * but not indexed: every page of a section would match its name.
 */
export const SEARCH_INDEX_FIELDS: string[] = ["t", "s", "x"] satisfies Array<keyof IndexRecord>
export const SEARCH_STORE_FIELDS: string[] = ["u", "h", "t", "s", "b", "p"] satisfies Array<
  keyof StoredDocument
>

export function toIndexRecord(doc: SearchDocument): IndexRecord {
  return {
    id: doc.id,
    u: doc.route,
    h: doc.headingId,
    t: doc.pageTitle,
    s: doc.sectionHeading,
    b: doc.crumbs,
    x: doc.text,
    p: doc.snippetSource,
  }
}

export function fromStoredDocument(stored: StoredDocument): Omit<SearchDocument, "id" | "text"> {
  return {
    route: stored.u,
    headingId: stored.h,
    pageTitle: stored.t,
    sectionHeading: stored.s,
    crumbs: stored.b,
    snippetSource: stored.p,
  }
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
      route: page.route,
      headingId: section.id,
      pageTitle: page.title,
      sectionHeading: isPage ? "" : section.heading,
      crumbs,
      text: [isPage ? page.description : "", symbols, section.text].filter(Boolean).join(" "),
      snippetSource: (isPage ? page.description : section.text).slice(0, SNIPPET_SOURCE_LIMIT),
    })
  })
  return documents
}
