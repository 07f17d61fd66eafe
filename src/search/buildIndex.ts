import { buildSidebar, sidebarDocFromNode, type SidebarSourceNode } from "../lib/sidebar"
import type { PageSection } from "../build/mdx/contentPage"
import { documentsForPage, toIndexRecord, type IndexRecord, type SearchDocument } from "./documents"

export interface SearchSourceNode extends SidebarSourceNode {
  frontmatter: SidebarSourceNode["frontmatter"] & { description: string }
  sections: PageSection[]
}

/** The GraphQL query gatsby-plugin-local-search runs; its result goes through searchDocumentsFromQuery. */
export const SEARCH_SOURCE_QUERY = `
  query SearchSourceDocs {
    allDoc(sort: { route: ASC }) {
      nodes {
        route
        frontmatter { title description sidebar_label sidebar_position hide_from_sidebar }
        sections { heading id text symbols }
      }
    }
  }
`

/** The plugin's normalizer: the site's search documents, as the records the plugin indexes and stores. */
export function searchRecordsFromQuery(result: { data?: unknown }): IndexRecord[] {
  return searchDocumentsFromQuery(result).map(toIndexRecord)
}

export function searchDocumentsFromQuery(result: { data?: unknown }): SearchDocument[] {
  const nodes = (result.data as { allDoc?: { nodes: SearchSourceNode[] } })?.allDoc?.nodes ?? []
  const sidebar = buildSidebar(nodes.map(sidebarDocFromNode))
  const documents: SearchDocument[] = []
  for (const node of nodes) {
    documents.push(
      ...documentsForPage(
        {
          route: node.route,
          title: node.frontmatter.title,
          label: node.frontmatter.sidebar_label || node.frontmatter.title,
          description: node.frontmatter.description,
          sections: node.sections,
        },
        sidebar,
        documents.length + 1,
      ),
    )
  }
  return documents
}
