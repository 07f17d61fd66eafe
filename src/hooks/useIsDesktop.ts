import { useEffect, useState } from "react"

export const DESKTOP_BREAKPOINT_PX = 996

/** True at 996 px and wider (docs/BEHAVIOUR.md §2). Always true during SSR: the desktop layout is the static default. */
export function useIsDesktop(): boolean {
  const [isDesktop, setIsDesktop] = useState(true)
  useEffect(() => {
    const query = window.matchMedia(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`)
    const update = () => setIsDesktop(query.matches)
    update()
    query.addEventListener("change", update)
    return () => query.removeEventListener("change", update)
  }, [])
  return isDesktop
}
