import React from "react"
import { vi } from "../../i18n/doc"
import StandardSelector from "../StandardSelector"
import type { PageStandardMarks, StandardBadgeKind } from "../../lib/standards"
import { STANDARD_BADGE_CLASS } from "../../lib/articleClasses"
import * as styles from "./styles.module.css"

export interface DocMeta {
  title: string
  header?: string | null
  since?: string | null
  deprecated?: string | null
  removed?: string | null
  /** Whether the page has version marks for the standard selector to act on. */
  standardSelector?: boolean
  /** The version marks of the page as a whole, computed at build time. */
  marks?: PageStandardMarks | null
}

const PAGE_BADGE_TEXT: Record<StandardBadgeKind, string> = {
  newer: vi.pageNewerThanChosen,
  gone: vi.pageGoneInChosen,
  deprecated: vi.pageDeprecatedInChosen,
}

/** The page's h1 and the facts a C++ reader checks first: header file and standard versions. */
export default function DocHeader({
  title,
  header,
  since,
  deprecated,
  removed,
  standardSelector,
  marks,
}: DocMeta) {
  const hasBadges = Boolean(header || since || deprecated || removed)
  const dimmed = marks?.missing ? { "data-std-missing": marks.missing } : {}
  // The page as a whole is marked like a declaration: its version badge is dimmed and says so in text when the
  // chosen standard does not have it (src/styles/standards.css).
  const mark = (kind: StandardBadgeKind) => {
    const shownFor = marks?.[kind]
    return shownFor ? (
      <span
        className={`${STANDARD_BADGE_CLASS} ${STANDARD_BADGE_CLASS}--${kind}`}
        data-std-shown-for={shownFor}
      >
        {PAGE_BADGE_TEXT[kind]}
      </span>
    ) : null
  }
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {hasBadges || standardSelector ? (
        <div className={styles.facts}>
          {hasBadges ? (
            <ul className={styles.badges} aria-label="Thông tin chuẩn">
              {header ? (
                <li className={styles.badge}>
                  {vi.headerLabel} <code>{header}</code>
                </li>
              ) : null}
              {since ? (
                <li className={styles.badge} {...dimmed}>
                  {vi.sinceLabel(since)}
                  {mark("newer")}
                </li>
              ) : null}
              {deprecated ? (
                <li className={`${styles.badge} ${styles.warning}`}>
                  {vi.deprecatedLabel(deprecated)}
                  {mark("deprecated")}
                </li>
              ) : null}
              {removed ? (
                <li className={`${styles.badge} ${styles.danger}`} {...dimmed}>
                  {vi.removedLabel(removed)}
                  {mark("gone")}
                </li>
              ) : null}
            </ul>
          ) : null}
          {standardSelector ? <StandardSelector /> : null}
        </div>
      ) : null}
    </header>
  )
}
