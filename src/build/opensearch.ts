/** OpenSearch description: lets a browser add CppVN as a search engine that opens /s?q=<terms>. */
export function openSearchXml(siteUrl: string, siteTitle: string, tagline: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<OpenSearchDescription xmlns="http://a9.com/-/spec/opensearch/1.1/">
  <ShortName>${siteTitle}</ShortName>
  <Description>${tagline}</Description>
  <InputEncoding>UTF-8</InputEncoding>
  <Language>vi-VN</Language>
  <Image width="32" height="32" type="image/svg+xml">${siteUrl}/favicon.svg</Image>
  <Url type="text/html" method="get" template="${siteUrl}/s?q={searchTerms}"/>
</OpenSearchDescription>
`
}
