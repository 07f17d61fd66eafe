import { useEffect } from "react"
import { documentTitle } from "../../lib/documentTitle"
import type { SeoInput, SiteIdentity } from "../../lib/seoHead"

/** The route whose head the document has; the server wrote the first page's. */
let routeOfHead: string | null = null

/**
 * Browser twin of HeadTags.tsx: the server already wrote the first page's head, so this only updates the head
 * after a client-side route change. The title changes at once (Gatsby's route announcer may read it); the
 * meta and link tags follow from a chunk loaded on the first route change.
 */
export default function HeadTags({ page, site }: { page: SeoInput; site: SiteIdentity }) {
  const { title, description, route, noIndex } = page
  useEffect(() => {
    if (routeOfHead === null || routeOfHead === route) {
      routeOfHead = route
      return
    }
    routeOfHead = route
    document.title = documentTitle(title, site.title)
    void import("../../app/applySeoHead").then(({ applySeoHead }) =>
      // A later route change may have come first: only the current page's head is applied.
      routeOfHead === route
        ? applySeoHead(document, { title, description, route, noIndex }, site)
        : undefined,
    )
  }, [title, description, route, noIndex, site])
  return null
}
