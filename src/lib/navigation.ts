interface LocationLike {
  pathname: string
  search: string
  hash: string
}

export type ScrollDecision = { kind: "keep" } | { kind: "hash"; id: string } | { kind: "top" }

/** Scroll to the #hash target, else to the top, unless only the query string changed. */
export function scrollDecision(
  previous: LocationLike | undefined,
  next: LocationLike,
): ScrollDecision {
  if (
    previous &&
    previous.pathname === next.pathname &&
    previous.hash === next.hash &&
    previous.search !== next.search
  ) {
    return { kind: "keep" }
  }
  if (next.hash.length > 1) {
    let id = next.hash.slice(1)
    try {
      id = decodeURIComponent(id)
    } catch {
      // keep the raw id
    }
    return { kind: "hash", id }
  }
  return { kind: "top" }
}

/**
 * "/x/y.html" -> "/x/y", "/x/index.html" -> "/x/", "/index.html" -> "/"; null when nothing to normalise. Never
 * anything but a same-origin path: "//evil.example/x.html" and "/\\evil.example/x.html" would navigate to another
 * host (an open redirect), so paths starting with two slashes or holding a backslash are left alone.
 */
export function normalizeHtmlPath(pathname: string): string | null {
  if (!pathname.startsWith("/") || /^\/[/\\]/.test(pathname) || pathname.includes("\\")) return null
  if (/\/index\.html$/.test(pathname)) return pathname.slice(0, -"index.html".length)
  if (/\.html$/.test(pathname) && pathname !== "/404.html")
    return pathname.slice(0, -".html".length)
  return null
}
