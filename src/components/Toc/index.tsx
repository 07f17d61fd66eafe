import React from "react"
import { vi } from "../../i18n/docExtras"
import type { TocEntry } from "../../lib/toc"
import { useActiveHeading } from "../../hooks/useActiveHeading"
import * as styles from "./styles.module.css"

export default function Toc({ headings }: { headings: readonly TocEntry[] }) {
  const active = useActiveHeading(headings.map((heading) => heading.id))
  if (headings.length === 0) return null
  return (
    <nav aria-label={vi.tocLabel} className={styles.toc}>
      <p className={styles.title}>{vi.tocTitle}</p>
      <ul className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id} className={heading.level === 3 ? styles.level3 : undefined}>
            <a
              href={`#${heading.id}`}
              className={`${styles.link} ${active === heading.id ? styles.active : ""}`}
              aria-current={active === heading.id ? "location" : undefined}
            >
              {heading.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
