import React, { useEffect, useState } from "react"
import { routeLoadError, type RouteLoadFailure } from "../../lib/routeLoadError"
import { vi } from "../../i18n/chrome"
import * as styles from "./styles.module.css"

/** The red box of a failed navigation: the error text and a retry that does not reload the whole site. */
export default function RouteLoadError() {
  const [failure, setFailure] = useState<RouteLoadFailure | null>(null)
  useEffect(() => routeLoadError.subscribe(setFailure), [])
  if (!failure) return null
  return (
    <div role="alert" className={styles.alert}>
      <p className={styles.message}>
        {vi.routeLoadFailed} {failure.message}
      </p>
      <button type="button" className={styles.retry} onClick={failure.retry}>
        {vi.retry}
      </button>
    </div>
  )
}
