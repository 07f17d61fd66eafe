import React from "react"
import { vi } from "../../i18n/doc"
import { formatDateVi } from "../../lib/vietnameseNumbers"
import * as styles from "./styles.module.css"

interface Props {
  date: string
  author: string | null
}

/** "Cập nhật lần cuối <time> bởi <author>", from the page file's git history at build time. */
export default function LastUpdate({ date, author }: Props) {
  const parsed = new Date(date)
  if (Number.isNaN(parsed.getTime())) return null
  const label = formatDateVi(parsed)
  return (
    <p className={styles.lastUpdate}>
      {vi.lastUpdated} <time dateTime={parsed.toISOString()}>{label}</time>
      {author ? ` ${vi.lastUpdatedBy(author)}` : null}
    </p>
  )
}
