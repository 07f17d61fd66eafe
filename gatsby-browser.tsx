import { navigate, prefetchPathname, type GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import "./src/styles/article.css"
import "./src/styles/print.css"
import "./src/styles/standards.css"
import { installArticleBehaviour, prefetchVisibleArticleLinks } from "./src/app/articleBehaviour"
import { installClientSideLinks } from "./src/app/clientSideLinks"
import { wrapPage, wrapRoot } from "./src/app/wrappers"
import { hydrateInTransition } from "./src/app/hydrateInTransition"
import { routeProgress } from "./src/lib/routeProgress"
import { routeLoadError } from "./src/lib/routeLoadError"
import { installGatsbyHooks, type GatsbyInternals } from "./src/app/gatsbyPrivateHooks"
import type { NetworkInformationLike } from "./src/lib/connection"
import { handlePreloadFailure } from "./src/lib/preloadFailure"
import { scrollDecision } from "./src/lib/navigation"
import { readStorage, writeStorage } from "./src/lib/storage"
import { DOCS_VERSION, PREFERRED_VERSION_KEY } from "./src/config/site"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapRoot
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage
// Gatsby's type for this API still describes React 17's `render`; Gatsby 5 calls it with (element, root element).
export const replaceHydrateFunction = (() =>
  hydrateInTransition()) as unknown as GatsbyBrowser["replaceHydrateFunction"]

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  installGatsbyHooks(
    window as unknown as GatsbyInternals,
    () => (navigator as Navigator & { connection?: NetworkInformationLike }).connection,
  )
  window.addEventListener("unhandledrejection", (event) => {
    handlePreloadFailure(event.reason, window.location.pathname, sessionStore(), () =>
      window.location.reload(),
    )
  })
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Before hydration: the article's copy buttons and anchors work as soon as this script runs.
  installArticleBehaviour(document, prefetchPathname)
  installClientSideLinks(document, (path) => void navigate(path))
  if (readStorage(PREFERRED_VERSION_KEY) === null)
    writeStorage(PREFERRED_VERSION_KEY, DOCS_VERSION.name)
}

let stopViewportPrefetch: () => void = () => undefined

export const onRouteUpdate: GatsbyBrowser["onRouteUpdate"] = () => {
  routeProgress.done()
  routeLoadError.clear()
  stopViewportPrefetch()
  stopViewportPrefetch = prefetchVisibleArticleLinks(document, prefetchPathname)
}

export const shouldUpdateScroll: GatsbyBrowser["shouldUpdateScroll"] = ({
  prevRouterProps,
  routerProps,
  getSavedScrollPosition,
}) => {
  const decision = scrollDecision(prevRouterProps?.location, routerProps.location)
  if (decision.kind === "keep") return false
  // Back/forward: restore where the reader was.
  const isPop = (routerProps.location as { action?: string }).action === "POP"
  const saved = isPop ? getSavedScrollPosition(routerProps.location) : null
  if (saved) return saved as [number, number]
  // An id: Gatsby scrolls the element into view; html's scroll-padding-top keeps it below the sticky navbar.
  if (decision.kind === "hash") return decision.id
  return [0, 0]
}
