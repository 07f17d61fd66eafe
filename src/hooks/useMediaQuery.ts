import { useCallback, useSyncExternalStore } from "react"

/**
 * Whether a CSS media query matches, kept current by the browser's change events. `serverValue` is what server
 * rendering and hydration use; React re-renders with the real value right after hydration.
 */
export function useMediaQuery(query: string, serverValue: boolean): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query)
      list.addEventListener("change", onChange)
      return () => list.removeEventListener("change", onChange)
    },
    [query],
  )
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => serverValue,
  )
}
