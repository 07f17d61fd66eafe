import { allowsPrefetch, type NetworkInformationLike } from "../lib/connection"
import { pageDataUrl } from "../lib/pageDataUrl"
import { routeLoadError } from "../lib/routeLoadError"
import { routeProgress } from "../lib/routeProgress"

/**
 * The two places where the site wraps Gatsby internals, because no public browser API does the job:
 * - `window.___navigate` (what <Link> and navigate() call): the loading bar must start 200 ms after a click
 *   (docs/BEHAVIOUR.md §2), but onRouteUpdateDelayed waits 1 s and onPreRouteUpdate fires only once the page has
 *   loaded; and a failed page-data load must keep the old page with an error box and a retry, where Gatsby
 *   reloads silently (and its loader caches the failure, so the check fetches the data itself).
 * - `window.___loader.hovering` (what <Link> calls on mouse-over): disableCorePrefetching does not cover it, and
 *   hovering must not preload on 2g / Save-Data (docs/BEHAVIOUR.md §2).
 * Both are installed once, in onInitialClientRender; if Gatsby renames them, the site keeps working without the
 * extras (the wrappers are only installed when the originals exist).
 */
export type NavigateFn = (to: string | number, options?: unknown) => unknown
export interface GatsbyInternals {
  ___navigate?: NavigateFn
  ___loader?: { hovering?: (path: string) => unknown }
}

export function navigateWithLoadCheck(
  original: NavigateFn,
  fetchPageData: (url: string) => Promise<{ status: number }> = (url) =>
    fetch(url, { cache: "no-cache" }),
): NavigateFn {
  const navigate: NavigateFn = (to, options) => {
    if (typeof to !== "string" || to.startsWith("#")) return original(to, options)
    routeProgress.start()
    const retry = () => {
      routeLoadError.clear()
      navigate(to, options)
    }
    const fail = (message: string) => {
      routeProgress.done()
      routeLoadError.fail({ message, retry })
    }
    fetchPageData(pageDataUrl(to))
      .then((response) => {
        // A 404 is not a load failure: Gatsby shows the not-found page for it.
        if (response.status >= 500) return fail(`HTTP ${response.status}`)
        routeLoadError.clear()
        original(to, options)
      })
      .catch((error: unknown) => fail(error instanceof Error ? error.message : String(error)))
    return undefined
  }
  return navigate
}

export function installGatsbyHooks(
  internals: GatsbyInternals,
  connection: () => NetworkInformationLike | undefined,
  fetchPageData?: (url: string) => Promise<{ status: number }>,
): void {
  if (internals.___navigate)
    internals.___navigate = navigateWithLoadCheck(internals.___navigate, fetchPageData)
  const loader = internals.___loader
  const hovering = loader?.hovering
  if (loader && hovering)
    loader.hovering = (path) => (allowsPrefetch(connection()) ? hovering(path) : undefined)
}
