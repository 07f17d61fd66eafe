import React, { memo, Suspense } from "react"

/**
 * `Component`, hydrated after the rest of the page in slices the browser can interrupt. React 18 leaves the
 * server HTML of a Suspense boundary in place while the page hydrates, then hydrates the boundary at idle
 * priority, yielding to input every few milliseconds; an event on it before then hydrates it at once. Nothing
 * inside suspends: the boundary is only a seam in the hydration work, so the fallback is never shown.
 *
 * The wrapper is memoised because a boundary that receives new props before it has hydrated is thrown away and
 * rendered again on the client (React error 421). Give it props that keep their identity between renders.
 */
export function hydrateLater<Props extends object>(Component: React.ComponentType<Props>) {
  function Later(props: Props) {
    return (
      <Suspense fallback={null}>
        <Component {...props} />
      </Suspense>
    )
  }
  Later.displayName = `HydrateLater(${Component.displayName ?? Component.name})`
  return memo(Later)
}
