import { graphql, useStaticQuery } from "gatsby"
import type { SiteSettings } from "../config/site"

export function useSiteSettings(): SiteSettings {
  const data = useStaticQuery<{ site: { siteMetadata: SiteSettings } }>(graphql`
    query SiteSettings {
      site {
        siteMetadata {
          title
          tagline
          siteUrl
          counterApiUrl
          disqusShortname
          product
        }
      }
    }
  `)
  return data.site.siteMetadata
}
