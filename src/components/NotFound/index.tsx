import React, { useEffect } from "react"
import { Link, navigate } from "gatsby"
import { normalizeHtmlPath } from "../../lib/navigation"
import { vi } from "../../i18n/pages"
import { vi as chrome } from "../../i18n/chrome"
import * as styles from "./styles.module.css"

/** The Vietnamese not-found content: what happened, a way home and a retry (a reload of the same URL). */
export default function NotFound() {
  useEffect(() => {
    // "/x/y.html" or "/x/index.html" with no exact route: go to the clean path.
    const clean = normalizeHtmlPath(window.location.pathname)
    if (clean)
      void navigate(`${clean}${window.location.search}${window.location.hash}`, { replace: true })
  }, [])
  return (
    <div className={styles.notFound}>
      <h1>{vi.notFoundTitle}</h1>
      <p>{vi.notFoundText}</p>
      <div className={styles.actions}>
        <Link to="/" className={styles.primary}>
          {vi.notFoundHome}
        </Link>
        <button type="button" className={styles.secondary} onClick={() => window.location.reload()}>
          {chrome.retry}
        </button>
      </div>
    </div>
  )
}
