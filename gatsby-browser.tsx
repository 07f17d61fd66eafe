import type { GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import { wrapPage, wrapRoot } from "./src/app/wrappers"
import { routeProgress } from "./src/lib/routeProgress"
import { routeLoadError } from "./src/lib/routeLoadError"
import { scrollDecision } from "./src/lib/navigation"
import { readStorage, writeStorage } from "./src/lib/storage"
import { DOCS_VERSION, PREFERRED_VERSION_KEY } from "./src/config/site"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapRoot
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage

type NavigateFn = (to: string | number, options?: unknown) => unknown
declare global {
  interface Window {
    ___navigate?: NavigateFn
  }
}

// Gatsby's <Link> and navigate() go through window.___navigate; wrapping it tells us when a route change
// starts (onPreRouteUpdate only fires once the new page's resources are already loaded).
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  const original = window.___navigate
  if (!original) return
  window.___navigate = (to, options) => {
    if (typeof to === "string") routeProgress.start()
    return original(to, options)
  }
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  if (readStorage(PREFERRED_VERSION_KEY) === null) writeStorage(PREFERRED_VERSION_KEY, DOCS_VERSION.name)
}

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => routeProgress.done()

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
  getSavedScrollPosition,
}) => {
  const decision = scrollDecision(prevRouterProps?.location, routerProps.location)
  if (decision.kind === "keep") return false
  // Back/forward: restore where the reader was.
  const saved = (routerProps.location as { action?: string }).action === "POP" ? getSavedScrollPosition(routerProps.location) : null
  if (saved) return saved as [number, number]
  // An id: Gatsby scrolls the element into view; html's scroll-padding-top keeps it below the fixed navbar.
  if (decision.kind === "hash") return decision.id
  return [0, 0]
}
