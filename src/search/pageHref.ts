/** The search page's URL for a query, optionally limited to one section (`ctx`). */
export function searchPageHref(query: string, ctx?: string | null): string {
  const params = new URLSearchParams({ q: query })
  if (ctx) params.set("ctx", ctx)
  return `/search/?${params.toString()}`
}
