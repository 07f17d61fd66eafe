import React, { useRef } from "react"
import DocHeader, { type DocMeta } from "../DocHeader"
import Breadcrumbs from "../Breadcrumbs"
import SearchHighlighter from "../SearchHighlighter"
import LastUpdate from "../LastUpdate"
import { LaterComments, LaterPaginator, LaterToc } from "./approachParts"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { vi } from "../../i18n/doc"
import type { Crumb, SidebarLink } from "../../lib/sidebar"
import type { TocEntry } from "../../lib/toc"
import * as styles from "./styles.module.css"

interface Props {
  seo: React.ReactNode
  route: string
  meta: DocMeta
  headings: readonly TocEntry[]
  crumbs: Crumb[]
  previous: SidebarLink | null
  next: SidebarLink | null
  location: { pathname: string; search: string; hash: string }
  lastUpdate?: { date: string; author: string | null }
  /** The article as HTML rendered at build time: React never re-creates it, it only places it. */
  html?: string
  /** Pages rendered by React (generated category pages). */
  children?: React.ReactNode
}

/** A doc page's content column (breadcrumbs, header, article, prev/next) beside its table of contents. */
export default function DocPage({
  seo,
  route,
  meta,
  headings,
  crumbs,
  previous,
  next,
  location,
  lastUpdate,
  html,
  children,
}: Props) {
  const articleRef = useRef<HTMLElement>(null)
  const { siteUrl } = useSiteSettings()
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
          {html === undefined ? (
            <div className="markdown">{children}</div>
          ) : (
            <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />
          )}
          {lastUpdate ? <LastUpdate {...lastUpdate} /> : null}
        </article>
        {/* Keyed by route: a part still waiting to hydrate must be replaced on a route change, never updated
            (React would have to drop its server HTML, error 421). */}
        <LaterPaginator key={route} previous={previous} next={next} />
        <LaterComments
          key={route}
          url={`${siteUrl}${route}`}
          identifier={route}
          title={meta.title}
        />
      </div>
      <aside className={styles.tocColumn} aria-label={vi.tocColumnLabel}>
        <LaterToc key={route} headings={headings} />
      </aside>
    </div>
  )
}
