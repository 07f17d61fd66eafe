import type http from "http"

/**
 * Whether a request may add a view. CORS only hides the answer from other sites; it does not stop them from
 * sending the request (`<img src=".../api/count/cppvn">` on any page would count), so the service counts only
 * requests a browser sent from one of the site's own pages:
 * - `Origin` is present (fetch sends it on every cross-origin request): it must be an allowed origin;
 * - otherwise, when the browser sent `Sec-Fetch-Site`, it must say `same-origin` or `same-site`;
 * - otherwise (an older browser) the `Referer` must be a page on an allowed origin.
 * A request with none of these (curl, a link typed into the address bar) is not counted either.
 */
export function mayCount(headers: http.IncomingHttpHeaders, allowedOrigins: Set<string>): boolean {
  const origin = headers.origin
  if (origin !== undefined) return allowedOrigins.has(origin)
  const fetchSite = headers["sec-fetch-site"]
  if (fetchSite !== undefined) return fetchSite === "same-origin" || fetchSite === "same-site"
  const referer = headers.referer
  if (referer === undefined) return false
  try {
    return allowedOrigins.has(new URL(referer).origin)
  } catch {
    return false
  }
}
