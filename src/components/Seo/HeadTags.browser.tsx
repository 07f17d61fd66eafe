import { useEffect } from "react"
import { applyHead } from "../../app/applyHead"
import type { SeoHead } from "../../lib/seoHead"

/**
 * Browser twin of HeadTags.tsx: the server already wrote the first page's head, so this only updates the head
 * after a client-side route change.
 */
export default function HeadTags({ head }: { head: SeoHead }) {
  const serialized = JSON.stringify(head)
  useEffect(() => applyHead(document, JSON.parse(serialized) as SeoHead), [serialized])
  return null
}
