import { graphql, useStaticQuery } from "gatsby"
type QueriedSiteSettings = NonNullable<
  NonNullable<Queries.SiteSettingsQuery["site"]>["siteMetadata"]
>

/** The site settings of src/config/site.ts, as the build put them in siteMetadata. */
export function useSiteSettings(): QueriedSiteSettings {
  const data = useStaticQuery<Queries.SiteSettingsQuery>(graphql`
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
  const settings = data.site?.siteMetadata
  if (!settings)
    throw new Error("siteMetadata trống: gatsby-config.ts phải đặt nó từ readSiteSettings()")
  return settings
}
