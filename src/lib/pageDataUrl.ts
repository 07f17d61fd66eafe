/** Gatsby's page-data URL of a route ("/" -> /page-data/index/page-data.json), as its loader builds it. */
export function pageDataUrl(route: string): string {
  const path = route.split(/[?#]/)[0]
  const fixed = path === "/" || path === "" ? "index" : path.replace(/^\/+|\/+$/g, "")
  return `/page-data/${fixed}/page-data.json`
}
