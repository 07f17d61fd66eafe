import React from "react"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { seoHead, type SeoInput } from "../../lib/seoHead"
import HeadTags from "./HeadTags"

/** <head> of every page: title, description, canonical + hreflang (default-locale fallback), Open Graph. */
export default function Seo(props: SeoInput) {
  const site = useSiteSettings()
  return <HeadTags head={seoHead(props, site)} />
}
