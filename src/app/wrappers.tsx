import React from "react"
import type { WrapPageElementBrowserArgs, WrapRootElementBrowserArgs } from "gatsby"
import { ColorModeProvider } from "../components/ColorModeToggle/ColorModeProvider"
import Layout from "../components/Layout"
import { routeOfPathname } from "../lib/routes"
import type { SidebarItem } from "../lib/sidebar"

interface RouteContext {
  route?: string
  sidebar?: SidebarItem[]
  sidebarUrl?: string
}

/** Providers that live for the whole visit (shared by gatsby-browser and gatsby-ssr). */
export function wrapRoot({ element }: Pick<WrapRootElementBrowserArgs, "element">) {
  return <ColorModeProvider>{element}</ColorModeProvider>
}

/** The layout stays mounted across navigations: only the page inside it changes. */
export function wrapPage({
  element,
  props,
}: Pick<WrapPageElementBrowserArgs, "element" | "props">) {
  const context = (props.pageContext ?? {}) as RouteContext
  const route = context.route ?? routeOfPathname(props.location.pathname)
  return (
    <Layout route={route} sidebar={context.sidebar ?? []} sidebarUrl={context.sidebarUrl}>
      {element}
    </Layout>
  )
}
