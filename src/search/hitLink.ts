import { queryWords } from "./tokenize"
import type { SearchHit } from "./rank"
import { routeHref } from "../lib/routes"

/** The URL a hit opens: the page, `?_highlight=` per typed word, and the section's #hash. */
export function hitHref(hit: Pick<SearchHit, "route" | "headingId">, query: string): string {
  const params = new URLSearchParams()
  for (const word of queryWords(query).slice(0, 10)) params.append("_highlight", word)
  const search = params.toString()
  return `${routeHref(hit.route)}${search ? `?${search}` : ""}${hit.headingId ? `#${hit.headingId}` : ""}`
}
