import React, { Suspense, lazy, memo, useCallback, useEffect, useRef } from "react"
import { navigate } from "gatsby"
import { ApproachFrame } from "./ApproachFrame"
import { holdEarlyClicks } from "./earlyClicks"

/** How far below the viewport the server HTML may still be when its code starts loading. */
const APPROACH_MARGIN = "600px"

/**
 * `load()`'s component, whose code is a chunk of its own that a page fetches only when the component's server HTML
 * comes within APPROACH_MARGIN of the viewport: for parts below the article (pager, comments) that most visits never
 * scroll to. Until then React leaves that HTML as the server wrote it (a Suspense boundary suspended during
 * hydration keeps its server content). A click on it meanwhile is not lost (earlyClicks.ts): its links navigate
 * client-side, its buttons act once it has hydrated, and the click starts loading the code. A page rendered in the
 * browser (after a client-side navigation) has no server HTML to show, so it loads at once.
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
    const hydrated = useRef(false)
    const heldClicks = useRef<ReturnType<typeof holdEarlyClicks> | null>(null)
    const onHydrated = useCallback(() => {
      hydrated.current = true
      heldClicks.current?.release()
      heldClicks.current = null
    }, [])
    useEffect(() => {
      // The frame has no box: what comes near is the server HTML inside it, if there is any.
      const box = frame.current
      const part = box?.firstElementChild
      if (!box || !part || typeof IntersectionObserver === "undefined") {
        open()
        return
      }
      // A part whose code was already loaded on an earlier page has just rendered (its effect ran first).
      if (!hydrated.current)
        heldClicks.current = holdEarlyClicks(box, (path) => void navigate(path), open)
      const observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return
          observer.disconnect()
          open()
        },
        { rootMargin: `0px 0px ${APPROACH_MARGIN} 0px` },
      )
      observer.observe(part)
      return () => {
        observer.disconnect()
        heldClicks.current?.cancel()
        heldClicks.current = null
      }
    }, [])
    return (
      <ApproachFrame ref={frame}>
        <Suspense fallback={<OpenGate open={open} />}>
          <Component {...props} />
          {/* No markup: it commits with the part, so its effect says the part has hydrated. */}
          <AfterCommit callback={onHydrated} />
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

function AfterCommit({ callback }: { callback: () => void }) {
  useEffect(callback, [callback])
  return null
}
