import React from "react"
import RouteLink from "../RouteLink"
import { vi } from "../../i18n/doc"
import type { Crumb } from "../../lib/sidebar"
import * as styles from "./styles.module.css"

export default function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  if (crumbs.length < 2) return null
  return (
    <nav aria-label={vi.breadcrumbsLabel} className={styles.breadcrumbs}>
      <ol>
        {crumbs.map((crumb, index) => (
          <li key={`${crumb.href}-${index}`}>
            {crumb.href ? (
              <RouteLink route={crumb.href}>{crumb.label}</RouteLink>
            ) : (
              <span aria-current="page">{crumb.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}
