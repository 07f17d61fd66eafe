import React, { useMemo, useRef } from "react"
import DocHeader, { type DocMeta } from "../DocHeader"
import Breadcrumbs from "../Breadcrumbs"
import DocPaginator from "../DocPaginator"
import Toc from "../Toc"
import SearchHighlighter from "../SearchHighlighter"
import LastUpdate from "../LastUpdate"
import Comments from "../Comments"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { useDocsSidebar } from "../../hooks/useDocsSidebar"
import { breadcrumbsFor, findPrevNext } from "../../lib/sidebar"
import type { TocHeading } from "../../lib/toc"
import * as styles from "./styles.module.css"

interface Props {
  seo: React.ReactNode
  route: string
  meta: DocMeta
  pageLabel: string
  headings: TocHeading[]
  location: { pathname: string; search: string; hash: string }
  lastUpdate?: { date: string; author: string | null }
  children: React.ReactNode
}

/** A doc page's content column (breadcrumbs, header, article, prev/next) beside its table of contents. */
export default function DocPage({
  seo,
  route,
  meta,
  pageLabel,
  headings,
  location,
  lastUpdate,
  children,
}: Props) {
  const articleRef = useRef<HTMLElement>(null)
  const sidebar = useDocsSidebar()
  const { siteUrl } = useSiteSettings()
  const crumbs = useMemo(
    () => breadcrumbsFor(sidebar, route, pageLabel),
    [sidebar, route, pageLabel],
  )
  const { previous, next } = useMemo(() => findPrevNext(sidebar, route), [sidebar, route])
  return (
    <div className={styles.page}>
      {seo}
      <div className={styles.column}>
        <Breadcrumbs crumbs={crumbs} />
        <article className={styles.article} ref={articleRef}>
          <DocHeader {...meta} />
          <SearchHighlighter
            target={articleRef}
            search={location.search}
            pathname={location.pathname}
            hash={location.hash}
          />
          <div className={styles.markdown}>{children}</div>
          {lastUpdate ? <LastUpdate {...lastUpdate} /> : null}
        </article>
        <DocPaginator previous={previous} next={next} />
        <Comments url={`${siteUrl}${route}`} identifier={route} title={meta.title} />
      </div>
      <aside className={styles.tocColumn}>
        <Toc headings={headings} />
      </aside>
    </div>
  )
}
