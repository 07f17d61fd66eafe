import { documentTitle } from "./documentTitle"
import { routeHref } from "./routes"

export interface SeoInput {
  /** The page title; null on the home page, whose document title is the site title alone. */
  title: string | null
  description: string
  route: string
  noIndex?: boolean
}

export interface SiteIdentity {
  siteUrl: string
  title: string
}

/** One `<meta>` or `<link>` of the head, with its attributes as HTML spells them. */
export interface HeadTag {
  tag: "meta" | "link"
  attributes: Record<string, string>
}

export interface SeoHead {
  title: string
  tags: HeadTag[]
}

/** Every page's head: title, description, canonical + hreflang (default-locale fallback), Open Graph. */
export function seoHead(
  { title, description, route, noIndex = false }: SeoInput,
  site: SiteIdentity,
): SeoHead {
  const url = `${site.siteUrl}${routeHref(route)}`
  const fullTitle = documentTitle(title, site.title)
  const meta = (key: "name" | "property", value: string, content: string): HeadTag => ({
    tag: "meta",
    attributes: { [key]: value, content },
  })
  const link = (attributes: Record<string, string>): HeadTag => ({ tag: "link", attributes })
  return {
    title: fullTitle,
    tags: [
      meta("name", "description", description),
      link({ rel: "icon", href: "/favicon.svg", type: "image/svg+xml" }),
      link({
        rel: "search",
        type: "application/opensearchdescription+xml",
        title: site.title,
        href: "/opensearch.xml",
      }),
      link({ rel: "canonical", href: url }),
      link({ rel: "alternate", hreflang: "vi-VN", href: url }),
      link({ rel: "alternate", hreflang: "x-default", href: url }),
      meta("property", "og:type", "website"),
      meta("property", "og:site_name", site.title),
      meta("property", "og:locale", "vi_VN"),
      meta("property", "og:title", fullTitle),
      meta("property", "og:description", description),
      meta("property", "og:url", url),
      meta("name", "twitter:card", "summary"),
      ...(noIndex ? [meta("name", "robots", "noindex")] : []),
    ],
  }
}

/**
 * What identifies a tag across pages, so a route change updates it in place: a meta by its name or property, a
 * link by its rel and hreflang.
 */
export function headTagKey(
  tag: string,
  attribute: (name: string) => string | null | undefined,
): string {
  return tag === "meta"
    ? `meta name=${attribute("name") ?? ""} property=${attribute("property") ?? ""}`
    : `link rel=${attribute("rel") ?? ""} hreflang=${attribute("hreflang") ?? ""}`
}
