import { graphql, useStaticQuery } from "gatsby"
import { useMemo } from "react"
import {
  buildSidebar,
  sidebarDocFromNode,
  type SidebarItem,
  type SidebarSourceNode,
} from "../lib/sidebar"

interface SidebarQuery {
  allMdx: { nodes: SidebarSourceNode[] }
}

/** The `docs` sidebar: loaded once for the whole site (a static query), built by the pure sidebar builder. */
export function useDocsSidebar(): SidebarItem[] {
  const data = useStaticQuery<SidebarQuery>(graphql`
    query DocsSidebar {
      allMdx {
        nodes {
          fields {
            route
          }
          frontmatter {
            title
            sidebar_label
            sidebar_position
            hide_from_sidebar
          }
        }
      }
    }
  `)
  return useMemo(() => buildSidebar(data.allMdx.nodes.map(sidebarDocFromNode)), [data])
}
