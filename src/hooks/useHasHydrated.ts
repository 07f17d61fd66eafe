import { useEffect, useState } from "react"

/** False during SSR and the first client render, true afterwards: browser-only UI waits for it. */
export function useHasHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false)
  useEffect(() => setHydrated(true), [])
  return hydrated
}
