import React, { useRef } from "react"
import DocHeader, { type DocMeta } from "../DocHeader"
import Breadcrumbs from "../Breadcrumbs"
import DocPaginator from "../DocPaginator"
import Toc from "../Toc"
import SearchHighlighter from "../SearchHighlighter"
import LastUpdate from "../LastUpdate"
import Comments from "../Comments"
import { hydrateLater } from "../HydrateLater"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { vi } from "../../i18n/vi"
import type { Crumb, SidebarLink } from "../../lib/sidebar"
import type { TocEntry } from "../../lib/toc"
import * as styles from "./styles.module.css"

// Below and beside the article: hydrated after it (src/components/HydrateLater).
const LaterPaginator = hydrateLater(DocPaginator)
const LaterComments = hydrateLater(Comments)
const LaterToc = hydrateLater(Toc)

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
        <LaterPaginator previous={previous} next={next} />
        <LaterComments url={`${siteUrl}${route}`} identifier={route} title={meta.title} />
      </div>
      <aside className={styles.tocColumn} aria-label={vi.tocColumnLabel}>
        <LaterToc headings={headings} />
      </aside>
    </div>
  )
}
