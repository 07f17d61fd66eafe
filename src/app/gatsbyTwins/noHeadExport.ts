/**
 * Twin of Gatsby's `.cache/head/head-export-handler-for-browser` in the production bundle (src/build/browserTwins.ts).
 * Gatsby's handler renders a page component's `Head` export; no page here has one, because src/components/Seo
 * writes the head. A `Head` export added later would be ignored in the browser, so it fails loudly instead.
 */
export function headHandlerForBrowser({ pageComponent }: { pageComponent?: { Head?: unknown } }) {
  if (pageComponent?.Head)
    throw new Error(
      "Gatsby Head API bị tắt trong bản dựng (src/build/browserTwins.ts): dùng src/components/Seo",
    )
}
