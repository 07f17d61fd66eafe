import { applyHead } from "./applyHead"
import { seoHead, type SeoInput, type SiteIdentity } from "../lib/seoHead"

/** A page's whole head, applied after a client-side route change (the chunk HeadTags.browser loads then). */
export function applySeoHead(doc: Document, page: SeoInput, site: SiteIdentity): void {
  applyHead(doc, seoHead(page, site))
}
