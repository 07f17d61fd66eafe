import React from "react"
import { vi } from "../../i18n/vi"
import StandardSelector from "../StandardSelector"
import {
  availabilityAttributes,
  badgeAttributes,
  pageAvailability,
  STANDARD_BADGE_CLASS,
  standardBadges,
  type StandardBadgeKind,
} from "../../lib/standards"
import * as styles from "./styles.module.css"

export interface DocMeta {
  title: string
  header?: string | null
  since?: string | null
  deprecated?: string | null
  removed?: string | null
  /** Whether the page has version marks for the standard selector to act on. */
  standardSelector?: boolean
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
}: DocMeta) {
  const hasBadges = Boolean(header || since || deprecated || removed)
  const availability = pageAvailability({ since, deprecated, removed })
  const badges = availability ? standardBadges(availability) : []
  const dimmed = availability ? availabilityAttributes(availability) : {}
  // The page as a whole is marked like a declaration: its version badge is dimmed and says so in text when the
  // chosen standard does not have it (src/styles/standards.css).
  const mark = (kind: StandardBadgeKind) => {
    const badge = badges.find((candidate) => candidate.kind === kind)
    return badge ? (
      <span
        className={`${STANDARD_BADGE_CLASS} ${STANDARD_BADGE_CLASS}--${kind}`}
        {...badgeAttributes(badge)}
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
