import React, { useEffect, useState } from "react"
import { routeProgress } from "../../lib/routeProgress"
import { vi } from "../../i18n/vi"
import * as styles from "./styles.module.css"

/** The top bar shown while a route change takes longer than 200 ms; the old page stays until the new one is ready. */
export default function LoadingBar() {
  const [visible, setVisible] = useState(false)
  useEffect(() => routeProgress.subscribe(setVisible), [])
  if (!visible) return null
  return <div role="progressbar" aria-label={vi.loadingPage} className={styles.bar} />
}
