import React from "react"
import RouteLink from "../RouteLink"
import { vi } from "../../i18n/docExtras"
import type { SidebarLink } from "../../lib/sidebar"
import * as styles from "./styles.module.css"

interface Props {
  previous: SidebarLink | null
  next: SidebarLink | null
}

export default function DocPaginator({ previous, next }: Props) {
  if (!previous && !next) return null
  return (
    <nav aria-label={vi.paginatorLabel} className={styles.paginator}>
      {previous ? (
        <RouteLink route={previous.href} className={styles.card} rel="prev">
          <span className={styles.sub}>{vi.previousPage}</span>
          <span className={styles.label}>« {previous.label}</span>
        </RouteLink>
      ) : (
        <span />
      )}
      {next && (
        <RouteLink route={next.href} className={`${styles.card} ${styles.next}`} rel="next">
          <span className={styles.sub}>{vi.nextPage}</span>
          <span className={styles.label}>{next.label} »</span>
        </RouteLink>
      )}
    </nav>
  )
}
