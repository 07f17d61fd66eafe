import React from "react"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import type { SeoInput } from "../../lib/seoHead"
import HeadTags from "./HeadTags"

/** <head> of every page: title, description, canonical + hreflang (default-locale fallback), Open Graph. */
export default function Seo({ title, description, route, noIndex }: SeoInput) {
  const site = useSiteSettings()
  return <HeadTags page={{ title, description, route, noIndex }} site={site} />
}
