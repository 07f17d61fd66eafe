import { ROBOTS_DISALLOWS } from "../config/nonDocumentRoutes"

/** robots.txt for the built site: everything is public except the search pages, which are not documents. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    ...ROBOTS_DISALLOWS.map((rule) => `Disallow: ${rule}`),
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n")
}
