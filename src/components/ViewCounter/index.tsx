import React, { useEffect, useState } from "react"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { loadViewCount } from "../../lib/viewCounter"
import { formatCountVi } from "../../lib/vietnameseNumbers"
import { vi } from "../../i18n/chrome"
import * as styles from "./styles.module.css"

/** The footer badge: rendered only in the browser, and not at all when the counter cannot be read. */
export default function ViewCounter() {
  const { counterApiUrl, product } = useSiteSettings()
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    let active = true
    void loadViewCount(counterApiUrl, product).then((value) => {
      if (active) setCount(value)
    })
    return () => {
      active = false
    }
  }, [counterApiUrl, product])
  if (count === null) return null
  return (
    <span className={styles.badge} aria-label={vi.viewCountLabel}>
      {formatCountVi(count)}
    </span>
  )
}
