import React from "react"
import { Helmet } from "react-helmet"
import { headTagKey, seoHead, type SeoInput, type SiteIdentity } from "../../lib/seoHead"

/**
 * Server rendering: react-helmet collects the head (gatsby-plugin-react-helmet writes it into the HTML). The
 * browser bundle gets HeadTags.browser.tsx instead (src/build/browserTwins.ts), so Helmet is not shipped.
 */
export default function HeadTags({ page, site }: { page: SeoInput; site: SiteIdentity }) {
  const head = seoHead(page, site)
  return (
    <Helmet htmlAttributes={{ lang: "vi-VN", dir: "ltr" }}>
      <title>{head.title}</title>
      {head.tags.map(({ tag, attributes }) =>
        React.createElement(tag, {
          key: headTagKey(tag, (name) => attributes[name]),
          ...attributes,
        }),
      )}
    </Helmet>
  )
}
