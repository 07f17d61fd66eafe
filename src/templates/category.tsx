import React from "react"
import RouteLink from "../components/RouteLink"
import type { PageProps } from "gatsby"
import DocPage from "../components/DocPage"
import Seo from "../components/Seo"
import type { CategoryContext } from "../build/sitePages"
import { vi } from "../i18n/pages"

/** Landing page the build generates for a folder that has pages but no index.mdx of its own. */
export default function CategoryTemplate({
  pageContext,
  location,
}: PageProps<object, CategoryContext>) {
  const { route, label, items, crumbs, previous, next } = pageContext
  const description = vi.categoryIntro(label)
  return (
    <DocPage
      seo={<Seo title={label} description={description} route={route} />}
      route={route}
      meta={{ title: label }}
      headings={[]}
      crumbs={crumbs}
      previous={previous}
      next={next}
      location={location}
    >
      <p>{description}</p>
      <ul>
        {items.map((item) => (
          <li key={item.href}>
            <RouteLink route={item.href}>{item.label}</RouteLink>
          </li>
        ))}
      </ul>
    </DocPage>
  )
}
