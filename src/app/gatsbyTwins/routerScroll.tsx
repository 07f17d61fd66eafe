/**
 * Twin of `gatsby-react-router-scroll` in the production bundle (src/build/browserTwins.ts): the same scroll
 * restoration in a fraction of the code (no class component, no prop-types, no Babel helpers).
 *
 * What Gatsby's runtime relies on, kept as it is:
 * - `ScrollContext` is the component `production-app.js` wraps the router in, with `location` and
 *   `shouldUpdateScroll` (Gatsby's, which runs our `shouldUpdateScroll` in gatsby-browser.tsx and reads saved
 *   positions through `this._stateStorage.read(location, key)`);
 * - positions are saved per history entry in sessionStorage under `@@scroll|<pathname>|<key>`, falling back to
 *   memory when storage is unavailable;
 * - on the first render a `#hash` scrolls its element into view, else a saved position is restored; on each route
 *   change the hash wins, else the saved position of the entry (0 for a new one), each only when
 *   `shouldUpdateScroll` allows it.
 * One change: the original ran on every update of its parent; this runs when the location changes.
 */
import React, { useLayoutEffect, useRef, type ReactNode } from "react"
import { useLocation } from "@gatsbyjs/reach-router"

interface ScrollLocation {
  pathname: string
  hash: string
  key?: string
}

const KEY_PREFIX = "@@scroll|"

export class ScrollPositions {
  private readonly inMemory = new Map<string, number>()

  private storageKey(location: ScrollLocation, key: string | null | undefined): string {
    const base = `${KEY_PREFIX}${location.pathname}`
    return key == null ? base : `${base}|${key}`
  }

  read(location: ScrollLocation, key: string | null | undefined): number {
    const storageKey = this.storageKey(location, key)
    try {
      const value = window.sessionStorage.getItem(storageKey)
      return value ? (JSON.parse(value) as number) : 0
    } catch {
      return this.inMemory.get(storageKey) ?? 0
    }
  }

  save(location: ScrollLocation, key: string | null | undefined, position: number): void {
    const storageKey = this.storageKey(location, key)
    try {
      window.sessionStorage.setItem(storageKey, JSON.stringify(position))
    } catch {
      this.inMemory.set(storageKey, position)
    }
  }
}

const positions = new ScrollPositions()

interface RouterProps {
  location: ScrollLocation
}

type ShouldUpdateScroll = (
  this: { _stateStorage: ScrollPositions },
  previous: RouterProps | undefined,
  next: RouterProps,
) => unknown

interface ScrollContextProps {
  location: ScrollLocation
  shouldUpdateScroll?: ShouldUpdateScroll
  children: ReactNode
}

export function ScrollContext({ location, shouldUpdateScroll, children }: ScrollContextProps) {
  // The location the page shows, set once its scroll is settled; undefined before the first render is committed.
  const shown = useRef<ScrollLocation>()

  useLayoutEffect(() => {
    let pendingY: number | null = null
    const save = () => {
      const at = shown.current
      if (at?.key && pendingY !== null) positions.save(at, at.key, pendingY)
      pendingY = null
    }
    const onScroll = () => {
      if (pendingY === null) requestAnimationFrame(save)
      pendingY = window.scrollY
    }
    window.addEventListener("scroll", onScroll)
    return () => window.removeEventListener("scroll", onScroll)
  }, [])

  useLayoutEffect(() => {
    const before = shown.current && { location: shown.current }
    shown.current = location
    const allowed = () =>
      !shouldUpdateScroll ||
      Boolean(shouldUpdateScroll.call({ _stateStorage: positions }, before, { location }))
    if (location.hash) {
      const target = document.getElementById(decodeURI(location.hash).slice(1))
      if (target && allowed()) target.scrollIntoView()
      return
    }
    const saved = location.key ? positions.read(location, location.key) : 0
    // A first render keeps the browser's own position unless something was saved for this entry.
    if ((before || saved) && allowed()) window.scrollTo(0, saved)
    // Gatsby passes a new location object exactly when the route changes; shouldUpdateScroll is read at that time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location])

  return <>{children}</>
}

/** Gatsby's public hook: keeps the scroll position of an element (not the window) per history entry. */
export function useScrollRestoration(identifier: string) {
  const location = useLocation()
  const ref = useRef<HTMLElement>(null)
  useLayoutEffect(() => {
    ref.current?.scrollTo(0, positions.read(location, identifier))
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key])
  return {
    ref,
    onScroll: () => {
      if (ref.current) positions.save(location, identifier, ref.current.scrollTop)
    },
  }
}
