import path from "path"

/**
 * Modules the browser bundle replaces with a lighter twin. The server renders with the first; the browser, where
 * that work is already done, gets the second.
 * - Seo/HeadTags: react-helmet and its two dependencies added 4.7 KiB gzip to first-load JavaScript (`npm run
 *   bench`), only to write a head the server already wrote; the twin updates the head on client-side route changes.
 */
const BROWSER_TWINS: Record<string, string> = {
  "src/components/Seo/HeadTags": "src/components/Seo/HeadTags.browser.tsx",
}

/** webpack `resolve.alias` entries (exact-match) for the browser stages. */
export function browserTwinAliases(root: string): Record<string, string> {
  return Object.fromEntries(
    Object.entries(BROWSER_TWINS).map(([module, twin]) => [
      `${path.join(root, module)}$`,
      path.join(root, twin),
    ]),
  )
}
