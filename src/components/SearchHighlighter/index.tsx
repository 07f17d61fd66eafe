import React, { Suspense, lazy } from "react"
import { useHasHydrated } from "../../hooks/useHasHydrated"
import type { HighlighterProps } from "./Highlighter"

const Highlighter = lazy(() => import("./Highlighter"))

/**
 * `?_highlight=<term>` marks, for a visit from a search result: the marking code is a chunk of its own, loaded only
 * then, after hydration (the server's HTML has no marks, and no boundary for them).
 */
export default function SearchHighlighter(props: HighlighterProps) {
  const hydrated = useHasHydrated()
  if (!hydrated || !props.search.includes("_highlight=")) return null
  return (
    <Suspense fallback={null}>
      <Highlighter {...props} />
    </Suspense>
  )
}
