import React, { Suspense, lazy, memo, useEffect, useRef } from "react"
import { ApproachFrame } from "./ApproachFrame"

/** How far below the viewport the server HTML may still be when its code starts loading. */
const APPROACH_MARGIN = "600px"

/**
 * `load()`'s component, whose code is a chunk of its own that a page fetches only when the component's server HTML
 * comes within APPROACH_MARGIN of the viewport: for parts below the article (pager, comments) that most visits never
 * scroll to. Until then React leaves that HTML as the server wrote it (a Suspense boundary suspended during
 * hydration keeps its server content); its links still navigate client-side (src/app/clientSideLinks.ts). A page
 * rendered in the browser (after a client-side navigation) has no server HTML to show, so it loads at once.
 *
 * One instance per page: the module keeps one gate. Its props must not change while it waits (React would drop
 * the server HTML, error 421): give it props that keep their identity, and a key that changes with the page.
 * Browser only: the server renders the same markup with the component imported statically
 * (src/components/DocPage/approachParts.tsx), because a server render must not suspend — gatsby-plugin-react-helmet reads
 * react-helmet's global state after each page's stream, and Gatsby renders several pages at once, so a page that
 * suspends loses its head to the others.
 */
export function hydrateOnApproach<Props extends object>(
  load: () => Promise<{ default: React.ComponentType<Props> }>,
) {
  let open: () => void = () => undefined
  const gate = new Promise<void>((resolve) => (open = resolve))
  const Lazy = lazy(() => gate.then(load))
  // LazyExoticComponent types its props through PropsWithRef, which TypeScript cannot relate to a generic Props.
  const Component = Lazy as unknown as React.ComponentType<Props>

  function OnApproach(props: Props) {
    const frame = useRef<HTMLDivElement>(null)
    useEffect(() => {
      // The frame has no box: what comes near is the server HTML inside it, if there is any.
      const part = frame.current?.firstElementChild
      if (!part || typeof IntersectionObserver === "undefined") {
        open()
        return
      }
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          open()
        },
        { rootMargin: `0px 0px ${APPROACH_MARGIN} 0px` },
      )
      observer.observe(part)
      return () => observer.disconnect()
    }, [])
    return (
      <ApproachFrame ref={frame}>
        <Suspense fallback={<OpenGate open={open} />}>
          <Component {...props} />
        </Suspense>
      </ApproachFrame>
    )
  }
  return memo(OnApproach)
}

/**
 * Shown only when the browser renders the boundary itself: after a client-side navigation, or when React had to
 * drop the server HTML before hydrating it. Either way there is nothing to wait for, so the part loads at once.
 */
function OpenGate({ open }: { open: () => void }) {
  useEffect(open, [open])
  return null
}
