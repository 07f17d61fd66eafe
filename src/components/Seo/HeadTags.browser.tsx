import { useEffect } from "react"
import { applyHead } from "../../app/applyHead"
import type { SeoHead } from "../../lib/seoHead"

/**
 * Browser twin of HeadTags.tsx: the server already wrote the first page's head, so this only updates the head
 * after a client-side route change (Seo memoises `head` per page).
 */
export default function HeadTags({ head }: { head: SeoHead }) {
  useEffect(() => applyHead(document, head), [head])
  return null
}
