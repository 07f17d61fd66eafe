import { graphql, useStaticQuery } from "gatsby"
import { useMemo } from "react"
import { buildSidebar, type SidebarItem } from "../lib/sidebar"

interface SidebarQuery {
  allMdx: {
    nodes: Array<{
      fields: { route: string }
      frontmatter: {
        title: string
        sidebar_label: string | null
        sidebar_position: number | null
        hide_from_sidebar: boolean | null
      }
    }>
  }
}

/** The `docs` sidebar: loaded once for the whole site (a static query), built by the pure sidebar builder. */
export function useDocsSidebar(): SidebarItem[] {
  const data = useStaticQuery<SidebarQuery>(graphql`
    query DocsSidebar {
      allMdx {
        nodes {
          fields { route }
          frontmatter { title sidebar_label sidebar_position hide_from_sidebar }
        }
      }
    }
  `)
  return useMemo(
    () =>
      buildSidebar(
        data.allMdx.nodes.map((node) => ({
          route: node.fields.route,
          title: node.frontmatter.title,
          label: node.frontmatter.sidebar_label,
          position: node.frontmatter.sidebar_position,
          hidden: node.frontmatter.hide_from_sidebar,
        })),
      ),
    [data],
  )
}
