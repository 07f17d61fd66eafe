import { headTagKey, type SeoHead } from "../lib/seoHead"

/** react-helmet marks the tags it renders on the server; the browser updates exactly those. */
export const MANAGED_ATTRIBUTE = "data-react-helmet"

/**
 * Brings the document's head to a page's SeoHead after a client-side route change: updates the managed tags in
 * place, adds the missing ones and removes those the page does not have (a `noindex` robots tag, say).
 */
export function applyHead(doc: Document, head: SeoHead): void {
  if (doc.title !== head.title) doc.title = head.title
  const existing = new Map<string, Element>()
  for (const element of doc.head.querySelectorAll(
    `meta[${MANAGED_ATTRIBUTE}], link[${MANAGED_ATTRIBUTE}]`,
  ))
    existing.set(
      headTagKey(element.localName, (name) => element.getAttribute(name)),
      element,
    )
  for (const tag of head.tags) {
    const key = headTagKey(tag.tag, (name) => tag.attributes[name])
    let element = existing.get(key)
    existing.delete(key)
    if (!element) {
      element = doc.createElement(tag.tag)
      element.setAttribute(MANAGED_ATTRIBUTE, "true")
      doc.head.appendChild(element)
    }
    for (const [name, value] of Object.entries(tag.attributes))
      if (element.getAttribute(name) !== value) element.setAttribute(name, value)
  }
  for (const element of existing.values()) element.remove()
}
