import React, { useMemo } from "react"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { seoHead, type SeoInput } from "../../lib/seoHead"
import HeadTags from "./HeadTags"

/** <head> of every page: title, description, canonical + hreflang (default-locale fallback), Open Graph. */
export default function Seo({ title, description, route, noIndex }: SeoInput) {
  const site = useSiteSettings()
  // Computed once per page, so the browser twin of HeadTags applies it once per route change.
  const head = useMemo(
    () => seoHead({ title, description, route, noIndex }, site),
    [title, description, route, noIndex, site],
  )
  return <HeadTags head={head} />
}
