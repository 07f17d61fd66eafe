import { useMediaQuery } from "./useMediaQuery"

export const DESKTOP_BREAKPOINT_PX = 996

/** True at 996 px and wider (docs/BEHAVIOUR.md §2). Always true during SSR: the desktop layout is the static default. */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${DESKTOP_BREAKPOINT_PX}px)`, true)
}
