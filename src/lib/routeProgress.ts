/** docs/BEHAVIOUR.md §2: the top loading bar appears only when a route change takes longer than this. */
export const LOADING_BAR_DELAY_MS = 200

type Listener = (loading: boolean) => void

/**
 * Route-change progress shared between gatsby-browser (which sees the route events) and the LoadingBar
 * component. Gatsby's own onRouteUpdateDelayed waits a full second; this one fires after 200 ms.
 */
export function createRouteProgress(delayMs = LOADING_BAR_DELAY_MS) {
  const listeners = new Set<Listener>()
  let timer: ReturnType<typeof setTimeout> | null = null
  let visible = false
  const emit = (value: boolean) => {
    visible = value
    for (const listener of listeners) listener(value)
  }
  return {
    start() {
      if (timer) clearTimeout(timer)
      timer = setTimeout(() => emit(true), delayMs)
    },
    done() {
      if (timer) clearTimeout(timer)
      timer = null
      if (visible) emit(false)
    },
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
    isVisible: () => visible,
  }
}

export const routeProgress = createRouteProgress()
