import React from "react"
import { graphql, type PageProps } from "gatsby"
import DocPage from "../components/DocPage"
import Seo from "../components/Seo"
import type { DocContext } from "../build/sitePages"

/** The one template of every content page: the article is HTML rendered in the data layer (gatsby-node). */
export default function DocTemplate({
  data,
  pageContext,
  location,
}: PageProps<Queries.DocPageQuery, DocContext>) {
  const { doc } = data
  if (!doc) throw new Error(`Không có nút Doc cho trang ${pageContext.route}`)
  return (
    <DocPage
      seo={
        <Seo
          title={doc.route === "/" ? null : doc.frontmatter.title}
          description={doc.frontmatter.description}
          route={doc.route}
        />
      }
      route={doc.route}
      meta={{
        ...doc.frontmatter,
        standardSelector: doc.showsStandardSelector,
        marks: doc.standardMarks,
      }}
      headings={doc.toc}
      crumbs={pageContext.crumbs}
      previous={pageContext.previous}
      next={pageContext.next}
      location={location}
      lastUpdate={{ date: doc.lastUpdated, author: doc.lastAuthor }}
      html={doc.html}
    />
  )
}

export const query = graphql`
  query DocPage($id: String!) {
    doc(id: { eq: $id }) {
      route
      html
      showsStandardSelector
      standardMarks {
        missing
        newer
        gone
        deprecated
      }
      toc {
        id
        title
        level
      }
      lastUpdated
      lastAuthor
      frontmatter {
        title
        description
        header
        since
        deprecated
        removed
      }
    }
  }
`
