import React, { Suspense, lazy, useCallback, useEffect, useState } from "react"
import { useSidebarTree } from "../../hooks/useSidebarTree"
import type { SidebarItem } from "../../lib/sidebar"
import { useIsDesktop } from "../../hooks/useIsDesktop"
import { vi } from "../../i18n/chrome"
import SkipLink from "../SkipLink"
import Navbar from "../Navbar"
import Footer from "../Footer"
import SearchBox from "../SearchBox"
import ViewCounter from "../ViewCounter"
import LoadingBar from "../LoadingBar"
import ErrorBoundary from "../ErrorBoundary"
import { hydrateLater } from "../HydrateLater"
import { LaterSidebar } from "./approachParts"
import AnnouncementBar from "../AnnouncementBar"
import RouteLoadError from "../RouteLoadError"
import { announcement } from "../../config/announcement"
import * as styles from "./styles.module.css"

// The drawer is its own chunk, loaded when the reader first opens it: most visits never do.
const MobileDrawer = lazy(() => import("../MobileDrawer"))
// The sidebar and the footer hydrate after the navbar and the article (src/components/HydrateLater).
const LaterFooter = hydrateLater(Footer)
const VIEW_COUNTER = <ViewCounter />

interface Props {
  route: string
  /** This page's copy of the sidebar (page context, computed at build time). */
  sidebar: SidebarItem[]
  /** The static file with the whole sidebar tree. */
  sidebarUrl?: string
  children: React.ReactNode
}

/** The frame around every page: skip link, navbar, doc sidebar (drawer on mobile), main and footer. */
export default function Layout({ route, sidebar: pageSidebar, sidebarUrl, children }: Props) {
  const { items: sidebar, requestFullTree } = useSidebarTree(pageSidebar, sidebarUrl)
  const isDesktop = useIsDesktop()
  // The drawer is open on the route it was opened on, and only in the mobile layout: navigating or widening
  // the window closes it, with no effect copying the route into state.
  const [drawerRoute, setDrawerRoute] = useState<string | null>(null)
  if (isDesktop && drawerRoute !== null) setDrawerRoute(null)
  const drawerOpen = drawerRoute === route
  const [sidebarHidden, setSidebarHidden] = useState(false)
  const closeDrawer = useCallback(() => setDrawerRoute(null), [])
  const collapseSidebar = useCallback(() => setSidebarHidden(true), [])

  useEffect(() => {
    // The has-hydrated flag, exposed for styles and browser tests.
    document.documentElement.dataset.hydrated = "true"
  }, [])

  return (
    <div className={styles.root}>
      <LoadingBar />
      <SkipLink />
      <AnnouncementBar announcement={announcement} />
      <Navbar
        route={route}
        onOpenMobileMenu={() => setDrawerRoute(route)}
        searchSlot={<SearchBox />}
      />
      {drawerOpen ? (
        <Suspense fallback={null}>
          <MobileDrawer
            open
            onClose={closeDrawer}
            sidebar={sidebar}
            route={route}
            onOpenOmitted={requestFullTree}
          />
        </Suspense>
      ) : null}
      <div className={styles.body}>
        {/* One sidebar in the document at a time: below 996 px it lives in the drawer (no duplicate ids). The
            server renders the desktop one, which CSS hides on a phone until hydration removes it. */}
        {isDesktop ? (
          <aside
            className={`${styles.sidebar} ${sidebarHidden ? styles.sidebarHidden : ""}`}
            aria-label={vi.sidebarColumnLabel}
          >
            {sidebarHidden ? (
              <button
                type="button"
                className={styles.expand}
                onClick={() => setSidebarHidden(false)}
                aria-label={vi.expandSidebar}
                title={vi.expandSidebar}
              >
                <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
                  <path fill="currentColor" d="M8.6 5.6L15 12l-6.4 6.4L7.2 17l5-5-5-5z" />
                </svg>
              </button>
            ) : (
              <LaterSidebar
                items={sidebar}
                route={route}
                onCollapse={collapseSidebar}
                onOpenOmitted={requestFullTree}
              />
            )}
          </aside>
        ) : null}
        <main id="main" className={styles.main} tabIndex={-1}>
          <RouteLoadError />
          <ErrorBoundary key={route}>{children}</ErrorBoundary>
        </main>
      </div>
      <LaterFooter counterSlot={VIEW_COUNTER} />
    </div>
  )
}
