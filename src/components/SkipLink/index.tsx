import React from "react"
import { vi } from "../../i18n/chrome"
import * as styles from "./styles.module.css"

export default function SkipLink() {
  return (
    <a href="#main" className={styles.skipLink} data-print="hide">
      {vi.skipToContent}
    </a>
  )
}
