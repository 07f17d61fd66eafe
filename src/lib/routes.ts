/**
 * The content model's path rule, shared by the build, the scripts and the tests:
 * `intro.mdx` -> `/`, `x/index.mdx` -> `/x/`, `x/y.mdx` -> `/x/y`.
 */
export function routeFromContentPath(relativePath: string): string {
  const clean = relativePath.replace(/\\/g, "/").replace(/^\/+/, "")
  if (!/\.mdx?$/.test(clean)) {
    throw new Error(`Không phải tệp MDX: ${relativePath}`)
  }
  const withoutExt = clean.replace(/\.mdx?$/, "")
  if (withoutExt === "intro") return "/"
  if (withoutExt === "index") return "/"
  if (withoutExt.endsWith("/index")) return `/${withoutExt.slice(0, -"index".length)}`
  return `/${withoutExt}`
}

/** The content file a route comes from (the .mdx form), the inverse of routeFromContentPath. */
export function contentPathFromRoute(route: string): string {
  if (route === "/") return "intro.mdx"
  const trimmed = route.replace(/^\//, "")
  return trimmed.endsWith("/") ? `${trimmed}index.mdx` : `${trimmed}.mdx`
}

/** The folder chain of a route: "/containers/vector/at" -> ["containers", "vector"]. */
export function routeFolders(route: string): string[] {
  const parts = route.split("/").filter(Boolean)
  return route.endsWith("/") ? parts : parts.slice(0, -1)
}
