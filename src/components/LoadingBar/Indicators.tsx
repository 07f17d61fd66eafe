import React from "react"
import { vi } from "../../i18n/chrome"
import * as styles from "./styles.module.css"

/** The top bar and the page spinner, shown while a route change takes long (index.tsx decides when). */
export default function Indicators() {
  return (
    <>
      <div
        role="progressbar"
        aria-label={vi.loadingPage}
        className={styles.bar}
        data-print="hide"
      />
      <div role="status" aria-label={vi.loading} className={styles.spinner} data-print="hide">
        <svg viewBox="0 0 50 50" width="28" height="28" aria-hidden="true">
          <circle className={styles.track} cx="25" cy="25" r="20" fill="none" strokeWidth="4" />
        </svg>
      </div>
    </>
  )
}
