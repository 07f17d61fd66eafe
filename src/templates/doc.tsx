import React from "react"
import { graphql, type PageProps } from "gatsby"
import { MDXProvider } from "@mdx-js/react"
import { mdxComponents } from "../components/MDX/components"
import DocPage from "../components/DocPage"
import Seo from "../components/Seo"
import { tocHeadings, type TocEntry } from "../lib/toc"

interface DocData {
  mdx: {
    fields: { route: string; contentPath: string; lastUpdated: string; lastAuthor: string | null }
    frontmatter: {
      title: string
      description: string
      sidebar_label: string | null
      header: string | null
      since: string | null
      deprecated: string | null
      removed: string | null
    }
    tableOfContents: { items?: TocEntry[] } | null
  }
}

/** The one template every MDX file renders through (gatsby-node: createPage per doc). */
export default function DocTemplate({ data, children, location }: PageProps<DocData>) {
  const { fields, frontmatter, tableOfContents } = data.mdx
  return (
    <DocPage
      seo={
        <Seo
          title={fields.route === "/" ? null : frontmatter.title}
          description={frontmatter.description}
          route={fields.route}
        />
      }
      route={fields.route}
      meta={frontmatter}
      pageLabel={frontmatter.sidebar_label || frontmatter.title}
      headings={tocHeadings(tableOfContents)}
      location={location}
      lastUpdate={{ date: fields.lastUpdated, author: fields.lastAuthor }}
    >
      <MDXProvider components={mdxComponents}>{children}</MDXProvider>
    </DocPage>
  )
}

export const query = graphql`
  query DocPage($id: String!) {
    mdx(id: { eq: $id }) {
      fields {
        route
        contentPath
        lastUpdated
        lastAuthor
      }
      frontmatter {
        title
        description
        sidebar_label
        header
        since
        deprecated
        removed
      }
      tableOfContents(maxDepth: 3)
    }
  }
`
