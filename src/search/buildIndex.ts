import { buildSidebar, sidebarDocFromNode } from "../lib/sidebar"
import { documentsForPage, type SearchDocument } from "./documents"

export interface SearchSourceNode {
  fields: { route: string }
  frontmatter: {
    title: string
    description: string
    sidebar_label: string | null
    sidebar_position: number | null
    hide_from_sidebar: boolean | null
  }
  body: string
}

/** The GraphQL query gatsby-plugin-local-search runs; its result goes through searchDocumentsFromQuery. */
export const SEARCH_SOURCE_QUERY = `
  {
    allMdx {
      nodes {
        fields { route }
        frontmatter { title description sidebar_label sidebar_position hide_from_sidebar }
        body
      }
    }
  }
`

// Breadcrumbs are shown with a hit (store) but not indexed: every page of a section would match its name.
export const SEARCH_INDEX_FIELDS = ["t", "s", "x"]
export const SEARCH_STORE_FIELDS = ["u", "h", "t", "s", "b", "p"]

export function searchDocumentsFromQuery(result: { data?: unknown }): SearchDocument[] {
  const nodes = (
    (result.data as { allMdx?: { nodes: SearchSourceNode[] } })?.allMdx?.nodes ?? []
  ).slice()
  nodes.sort((a, b) => a.fields.route.localeCompare(b.fields.route))
  const sidebar = buildSidebar(nodes.map(sidebarDocFromNode))
  const documents: SearchDocument[] = []
  for (const node of nodes) {
    documents.push(
      ...documentsForPage(
        {
          route: node.fields.route,
          title: node.frontmatter.title,
          label: node.frontmatter.sidebar_label || node.frontmatter.title,
          description: node.frontmatter.description,
          body: node.body,
        },
        sidebar,
        documents.length + 1,
      ),
    )
  }
  return documents
}
