/**
 * Characters a content file name spells as %XX (as in a URL): Gatsby names page chunks with only letters and
 * digits, so `operator=.mdx` and `operator+=.mdx` would collide; `operator%3D.mdx` and `operator%2B%3D.mdx` don't.
 */
const SPECIAL_IN_FILE_NAME = /[^A-Za-z0-9_.\-/%]/g

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** The file name a content path must have: special characters percent-encoded (upper-case hex). */
export function encodedContentPath(relativePath: string): string {
  return relativePath.replace(SPECIAL_IN_FILE_NAME, (ch) =>
    encodeURIComponent(ch).replace(
      /[!'()*]/g,
      (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
    ),
  )
}

/**
 * The content model's path rule, shared by the build, the scripts and the tests:
 * `intro.mdx` -> `/`, `x/index.mdx` -> `/x/`, `x/y.mdx` -> `/x/y`.
 */
export function routeFromContentPath(relativePath: string): string {
  const clean = relativePath.replace(/\\/g, "/").replace(/^\/+/, "")
  if (!/\.mdx?$/.test(clean)) {
    throw new Error(`Không phải tệp MDX: ${relativePath}`)
  }
  const withoutExt = clean
    .replace(/\.mdx?$/, "")
    .split("/")
    .map(decodeSegment)
    .join("/")
  if (withoutExt === "intro") return "/"
  if (withoutExt === "index") return "/"
  if (withoutExt.endsWith("/index")) return `/${withoutExt.slice(0, -"index".length)}`
  return `/${withoutExt}`
}

/** The content file a route comes from (the .mdx form), the inverse of routeFromContentPath. */
export function contentPathFromRoute(route: string): string {
  if (route === "/") return "intro.mdx"
  const trimmed = encodedContentPath(route.replace(/^\//, ""))
  return trimmed.endsWith("/") ? `${trimmed}index.mdx` : `${trimmed}.mdx`
}

/** The folder chain of a route: "/containers/vector/at" -> ["containers", "vector"]. */
export function routeFolders(route: string): string[] {
  const parts = route.split("/").filter(Boolean)
  return route.endsWith("/") ? parts : parts.slice(0, -1)
}

/**
 * A route as it goes into an `href`: characters a URL path may not hold raw are percent-encoded, the way Markdown
 * links in articles are (`/containers/vector/operator[]` -> `/containers/vector/operator%5B%5D`). `+` and `=`
 * are valid in a path and stay as they are.
 */
export function routeHref(route: string): string {
  return encodeURI(route)
}

/**
 * The route of an address bar's pathname, the inverse of routeHref: a clicked link leaves `%5B%5D` in the address
 * bar while a typed `[]` stays raw, and both name the same page. A malformed escape is kept as it is.
 */
export function routeOfPathname(pathname: string): string {
  try {
    return decodeURI(pathname)
  } catch {
    return pathname
  }
}
