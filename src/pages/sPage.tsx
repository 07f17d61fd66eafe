import React from "react"
import RouteLink from "../components/RouteLink"
import { graphql, type PageProps } from "gatsby"
import Seo from "../components/Seo"
import { vi } from "../i18n/search"
import * as styles from "../components/SearchResults/styles.module.css"

type PageNode = Queries.AllPagesQuery["allDoc"]["nodes"][number]

const SECTION_LABELS: Record<string, string> = {
  containers: "Container",
  algorithms: "Thuật toán",
  strings: "Chuỗi",
  protech: "Kỹ thuật",
}

function sectionOf(route: string): string {
  const first = route.split("/").filter(Boolean)[0] ?? ""
  return SECTION_LABELS[first] ?? "Chung"
}

/** /sPage: every page A–Z, grouped by section. */
export default function AllPages({ data }: PageProps<Queries.AllPagesQuery>) {
  const groups = new Map<string, PageNode[]>()
  for (const node of data.allDoc.nodes) {
    const section = sectionOf(node.route)
    groups.set(section, [...(groups.get(section) ?? []), node])
  }
  const sections = [...groups.keys()].sort((a, b) => a.localeCompare(b, "vi"))
  return (
    <div className={styles.results}>
      <Seo title={vi.allPagesTitle} description={vi.allPagesIntro} route="/sPage" noIndex />
      <h1>{vi.allPagesTitle}</h1>
      <p>{vi.allPagesIntro}</p>
      {sections.map((section) => (
        <section key={section} className={styles.group}>
          <h2>{section}</h2>
          <ul>
            {groups
              .get(section)!
              .slice()
              .sort((a, b) => a.frontmatter.title.localeCompare(b.frontmatter.title, "vi"))
              .map((node) => (
                <li key={node.route}>
                  <RouteLink route={node.route}>{node.frontmatter.title}</RouteLink>
                </li>
              ))}
          </ul>
        </section>
      ))}
    </div>
  )
}

export const query = graphql`
  query AllPages {
    allDoc {
      nodes {
        route
        frontmatter {
          title
        }
      }
    }
  }
`
