import React from "react"
import { Helmet } from "react-helmet"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { documentTitle } from "../../lib/documentTitle"
import { routeHref } from "../../lib/routes"

interface Props {
  /** The page title; null on the home page, whose document title is the site title alone. */
  title: string | null
  description: string
  route: string
  noIndex?: boolean
}

/** <head> of every page: title, description, canonical + hreflang (default-locale fallback), Open Graph. */
export default function Seo({ title, description, route, noIndex = false }: Props) {
  const site = useSiteSettings()
  const url = `${site.siteUrl}${routeHref(route)}`
  const fullTitle = documentTitle(title, site.title)
  return (
    <Helmet htmlAttributes={{ lang: "vi-VN", dir: "ltr" }}>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
      <link
        rel="search"
        type="application/opensearchdescription+xml"
        title={site.title}
        href="/opensearch.xml"
      />
      <link rel="canonical" href={url} />
      <link rel="alternate" hrefLang="vi-VN" href={url} />
      <link rel="alternate" hrefLang="x-default" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={site.title} />
      <meta property="og:locale" content="vi_VN" />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
      {noIndex ? <meta name="robots" content="noindex" /> : null}
    </Helmet>
  )
}
