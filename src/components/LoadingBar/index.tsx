import React, { Suspense, lazy, useEffect, useState } from "react"
import { routeProgress } from "../../lib/routeProgress"

// Most visits never wait 200 ms for a page: the indicators are a chunk of their own, loaded the first time.
const Indicators = lazy(() => import("./Indicators"))

/**
 * The top bar and the page spinner shown while a route change takes longer than 200 ms; the old page stays until
 * the new one is ready.
 */
export default function LoadingBar() {
  const [visible, setVisible] = useState(false)
  useEffect(() => routeProgress.subscribe(setVisible), [])
  if (!visible) return null
  return (
    <Suspense fallback={null}>
      <Indicators />
    </Suspense>
  )
}
