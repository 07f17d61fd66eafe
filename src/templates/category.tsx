import React, { useMemo } from "react"
import { Link, type PageProps } from "gatsby"
import DocPage from "../components/DocPage"
import Seo from "../components/Seo"
import { useDocsSidebar } from "../hooks/useDocsSidebar"
import { activeCategories } from "../lib/sidebar"
import { vi } from "../i18n/vi"

interface CategoryContext {
  categoryKey: string
  label: string
}

/** Landing page the build generates for a folder that has pages but no index.mdx of its own. */
export default function CategoryTemplate({
  pageContext,
  location,
}: PageProps<object, CategoryContext>) {
  const { categoryKey, label } = pageContext
  const sidebar = useDocsSidebar()
  const category = useMemo(
    () => activeCategories(sidebar, categoryKey).find((item) => item.key === categoryKey),
    [sidebar, categoryKey],
  )
  const description = vi.categoryIntro(label)
  return (
    <DocPage
      seo={<Seo title={label} description={description} route={categoryKey} />}
      route={categoryKey}
      meta={{ title: label }}
      pageLabel={label}
      headings={[]}
      location={location}
    >
      <p>{description}</p>
      <ul>
        {(category?.items ?? []).map((item) => (
          <li key={item.href}>
            <Link to={item.href}>{item.label}</Link>
          </li>
        ))}
      </ul>
    </DocPage>
  )
}
