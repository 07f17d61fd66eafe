/**
 * Links the router does not own (the article HTML is rendered at build time, not by React's <Link>) navigate
 * client-side: a plain left click on a same-origin link to a page of the site becomes `navigate(path)`. What
 * gatsby-plugin-catch-links did, for the one kind of site this is (no path prefix, no legacy browsers).
 */

/** Paths that end like a file other than .htm/.html (a download, an image) are left to the browser. */
const FILE_PATH = /\.(?!html?$)[a-z0-9]{1,5}$/i

/** The path to navigate to for this click, or null when the browser should follow the link itself. */
export function clientSidePath(event: MouseEvent, location: Location): string | null {
  if (event.defaultPrevented || event.button !== 0) return null
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null
  const anchor = event.target instanceof Element ? event.target.closest("a") : null
  const href = anchor?.getAttribute("href")
  if (!anchor || href == null || anchor.hasAttribute("download")) return null
  if (anchor.target !== "" && anchor.target !== "_self") return null
  const url = new URL(href, location.href)
  if (url.origin !== location.origin || FILE_PATH.test(url.pathname)) return null
  // A #fragment on this very page: the browser scrolls to it.
  if (url.hash !== "" && url.pathname === location.pathname && url.search === location.search)
    return null
  return `${url.pathname}${url.search}${url.hash}`
}

/**
 * `clientSidePath` for a click in `doc`, except after a failed chunk load: Gatsby then sets
 * `window.___failedResources`, and a full page load is the way out.
 */
export function clientSidePathIn(doc: Document, event: MouseEvent): string | null {
  const win = doc.defaultView as (Window & { ___failedResources?: boolean }) | null
  if (!win || win.___failedResources) return null
  return clientSidePath(event, win.location)
}

/**
 * Catches such clicks on the whole document. React's <Link> handles its own clicks at the root first and
 * prevents their default, so they are skipped here.
 */
export function installClientSideLinks(doc: Document, navigate: (path: string) => void): void {
  doc.addEventListener("click", (event) => {
    const path = clientSidePathIn(doc, event)
    if (path === null) return
    event.preventDefault()
    navigate(path)
  })
}
