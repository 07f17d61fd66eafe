import React, { useEffect, useState } from "react"
import { routeProgress } from "../../lib/routeProgress"
import { vi } from "../../i18n/vi"
import * as styles from "./styles.module.css"

/**
 * The top bar and the page spinner shown while a route change takes longer than 200 ms; the old page stays until
 * the new one is ready.
 */
export default function LoadingBar() {
  const [visible, setVisible] = useState(false)
  useEffect(() => routeProgress.subscribe(setVisible), [])
  if (!visible) return null
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
