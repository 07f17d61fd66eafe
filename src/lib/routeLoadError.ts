export interface RouteLoadFailure {
  message: string
  retry: () => void
}

type Listener = (failure: RouteLoadFailure | null) => void

/** The last failed route load, shown by <RouteLoadError> until a retry or another navigation succeeds. */
export function createRouteLoadErrorStore() {
  const listeners = new Set<Listener>()
  let current: RouteLoadFailure | null = null
  const set = (failure: RouteLoadFailure | null) => {
    current = failure
    for (const listener of listeners) listener(failure)
  }
  return {
    fail: (failure: RouteLoadFailure) => set(failure),
    clear: () => {
      if (current) set(null)
    },
    current: () => current,
    subscribe(listener: Listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}

export const routeLoadError = createRouteLoadErrorStore()
