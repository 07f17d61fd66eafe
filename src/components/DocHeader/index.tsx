import React from "react"
import { vi } from "../../i18n/vi"
import * as styles from "./styles.module.css"

export interface DocMeta {
  title: string
  header?: string | null
  since?: string | null
  deprecated?: string | null
  removed?: string | null
}

/** The page's h1 and the facts a C++ reader checks first: header file and standard versions. */
export default function DocHeader({ title, header, since, deprecated, removed }: DocMeta) {
  const hasBadges = Boolean(header || since || deprecated || removed)
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {hasBadges ? (
        <ul className={styles.badges} aria-label="Thông tin chuẩn">
          {header ? (
            <li className={styles.badge}>
              {vi.headerLabel} <code>{header}</code>
            </li>
          ) : null}
          {since ? <li className={styles.badge}>{vi.sinceLabel(since)}</li> : null}
          {deprecated ? (
            <li className={`${styles.badge} ${styles.warning}`}>
              {vi.deprecatedLabel(deprecated)}
            </li>
          ) : null}
          {removed ? (
            <li className={`${styles.badge} ${styles.danger}`}>{vi.removedLabel(removed)}</li>
          ) : null}
        </ul>
      ) : null}
    </header>
  )
}
