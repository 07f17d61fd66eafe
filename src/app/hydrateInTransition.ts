import { startTransition, type ReactElement } from "react"
import { createRoot, hydrateRoot } from "react-dom/client"

type RootApi = {
  startTransition: (scope: () => void) => void
  hydrateRoot: (container: Element, element: ReactElement) => unknown
  createRoot: (container: Element) => { render: (element: ReactElement) => void }
}

const reactRootApi: RootApi = { startTransition, hydrateRoot, createRoot }

/**
 * Gatsby's `replaceHydrateFunction`: hydrates the server HTML as a transition. React renders a transition in
 * slices of a few milliseconds and yields to the browser between them, so hydrating the page is no longer one
 * long task on a phone; input that reaches the page before hydration ends makes React finish it at once, then
 * handle the input. A container without server HTML (Gatsby's client-only fallback) is rendered, as Gatsby's
 * default renderer does.
 */
export function hydrateInTransition(api: RootApi = reactRootApi) {
  return (element: ReactElement, container: Element | Document | DocumentFragment | null): void => {
    // Gatsby passes its root element, `#___gatsby`.
    if (!(container instanceof Element)) throw new Error("Không tìm thấy phần tử gốc của trang")
    const serverRendered = container.querySelector("#gatsby-focus-wrapper")?.children.length
    if (!serverRendered) {
      api.createRoot(container).render(element)
      return
    }
    api.startTransition(() => {
      api.hydrateRoot(container, element)
    })
  }
}
