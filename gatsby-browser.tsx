import { prefetchPathname, type GatsbyBrowser } from "gatsby"
import "./src/styles/global.css"
import "./src/styles/article.css"
import "./src/styles/print.css"
import "./src/styles/standards.css"
import { installArticleBehaviour, prefetchVisibleArticleLinks } from "./src/app/articleBehaviour"
import { wrapPage, wrapRoot } from "./src/app/wrappers"
import { routeProgress } from "./src/lib/routeProgress"
import { routeLoadError } from "./src/lib/routeLoadError"
import { allowsPrefetch } from "./src/lib/connection"
import { pageDataUrl } from "./src/lib/pageDataUrl"
import { handlePreloadFailure } from "./src/lib/preloadFailure"
import { scrollDecision } from "./src/lib/navigation"
import { readStorage, writeStorage } from "./src/lib/storage"
import { DOCS_VERSION, PREFERRED_VERSION_KEY } from "./src/config/site"

export const wrapRootElement: GatsbyBrowser["wrapRootElement"] = wrapRoot
export const wrapPageElement: GatsbyBrowser["wrapPageElement"] = wrapPage

type NavigateFn = (to: string | number, options?: unknown) => unknown
interface PublicLoader {
  hovering?: (path: string) => unknown
}
type Connection = { effectiveType?: string; saveData?: boolean }
declare global {
  interface Window {
    ___navigate?: NavigateFn
    ___loader?: PublicLoader
  }
}

/**
 * Gatsby's <Link> and navigate() go through window.___navigate. The wrapper (1) starts the 200 ms loading bar
 * (Gatsby's onRouteUpdateDelayed waits 1 s and onPreRouteUpdate fires only once the page is loaded), and
 * (2) checks that the page data loads: on failure the old page stays with an error box and a retry, instead of
 * Gatsby's silent full reload. The check fetches the data itself because Gatsby's loader caches failures.
 */
function wrapNavigate(original: NavigateFn): NavigateFn {
  const navigateWithLoadCheck: NavigateFn = (to, options) => {
    if (typeof to !== "string" || to.startsWith("#")) return original(to, options)
    routeProgress.start()
    const retry = () => {
      routeLoadError.clear()
      navigateWithLoadCheck(to, options)
    }
    const fail = (message: string) => {
      routeProgress.done()
      routeLoadError.fail({ message, retry })
    }
    fetch(pageDataUrl(to), { cache: "no-cache" })
      .then((response) => {
        // A 404 is not a load failure: Gatsby shows the not-found page for it.
        if (response.status >= 500) return fail(`HTTP ${response.status}`)
        routeLoadError.clear()
        original(to, options)
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
    return undefined
  }
  return navigateWithLoadCheck
}

function sessionStore(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null
  }
}

export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  if (window.___navigate) window.___navigate = wrapNavigate(window.___navigate)
  window.addEventListener("unhandledrejection", (event) => {
    handlePreloadFailure(event.reason, window.location.pathname, sessionStore(), () =>
      window.location.reload(),
    )
  })
  // Gatsby already skips viewport prefetch on 2g / Save-Data, but a hover still preloads: skip that too.
  const loader = window.___loader
  const hovering = loader?.hovering
  if (loader && hovering) {
    loader.hovering = (path) =>
      allowsPrefetch((navigator as Navigator & { connection?: Connection }).connection)
        ? hovering(path)
        : undefined
  }
}

export const onClientEntry: GatsbyBrowser["onClientEntry"] = () => {
  // Before hydration: the article's copy buttons and anchors work as soon as this script runs.
  installArticleBehaviour(document, prefetchPathname)
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
