/** robots.txt for the built site: everything is public except the search pages, which are not documents. */
export function robotsTxt(siteUrl: string): string {
  return [
    "User-agent: *",
    "Allow: /",
    "Disallow: /search/",
    "Disallow: /s$",
    "Disallow: /sPage",
    "",
    `Sitemap: ${siteUrl}/sitemap-index.xml`,
    "",
  ].join("\n")
}
