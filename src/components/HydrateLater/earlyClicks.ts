import { clientSidePathIn } from "../../app/clientSideLinks"

/**
 * Clicks on the server HTML of a part whose code is still loading (hydrateOnApproach). React 18 cannot hydrate
 * such a part when it is clicked, so it drops the click and stops it there: a button would do nothing, and a link
 * would miss src/app/clientSideLinks.ts and reload the whole page. Until `release()`, this takes those clicks
 * first (capture phase on the document, before React's root): a link to a page of the site navigates client-side
 * at once; a click on a button is kept and dispatched again on the same element once the part has hydrated
 * (hydration keeps the server's DOM nodes). Any other click is left alone.
 */
export function holdEarlyClicks(
  frame: Element,
  navigate: (path: string) => void,
  onHeld: () => void,
): { release: () => void; cancel: () => void } {
  const doc = frame.ownerDocument
  const held: Element[] = []
  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null
    if (!target || !frame.contains(target)) return
    const path = target.closest("a") ? clientSidePathIn(doc, event) : null
    const button = path === null ? target.closest("button") : null
    if (path === null && !button) return
    event.preventDefault()
    event.stopPropagation()
    if (path !== null) navigate(path)
    else if (button) {
      held.push(button)
      onHeld()
    }
  }
  doc.addEventListener("click", onClick, true)
  const cancel = () => doc.removeEventListener("click", onClick, true)
  const release = () => {
    cancel()
    for (const button of held.splice(0))
      if (button.isConnected)
        button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }))
  }
  return { release, cancel }
}
