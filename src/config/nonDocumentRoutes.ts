/**
 * The routes the site serves that are not documents: the search pages (src/pages/search.tsx, s.tsx, sPage.tsx)
 * and the 404 page. One list for the sitemap, robots.txt and the coverage report; each of those pages also
 * marks itself noindex.
 */
export const SEARCH_ROUTES = ["/search/", "/s", "/sPage"] as const
const NOT_FOUND_ROUTES = ["/404", "/404.html", "/dev-404-page/"] as const

/** A route with and without its trailing slash: Gatsby serves both (trailingSlash "ignore"). */
const bothSlashForms = (route: string): string[] =>
  route.endsWith("/") ? [route.slice(0, -1), route] : [route, `${route}/`]

/** What gatsby-plugin-sitemap leaves out. */
export const SITEMAP_EXCLUDES: string[] = [...SEARCH_ROUTES, ...NOT_FOUND_ROUTES].flatMap(
  (route) => (route.endsWith(".html") ? [route] : bothSlashForms(route)),
)

/** robots.txt rules for the search pages; `$` ends a rule, so `/s` never blocks `/strings/`. */
export const ROBOTS_DISALLOWS: string[] = SEARCH_ROUTES.flatMap((route) =>
  route.endsWith("/") ? [route] : [`${route}$`, `${route}/`],
)
