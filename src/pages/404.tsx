import React from "react"
import NotFound from "../components/NotFound"
import Seo from "../components/Seo"
import { vi } from "../i18n/pages"
import { routeOfPathname } from "../lib/routes"

export default function NotFoundPage({ location }: { location: { pathname: string } }) {
  return (
    <>
      <Seo
        title={vi.notFoundTitle}
        description={vi.notFoundText}
        route={routeOfPathname(location.pathname)}
        noIndex
      />
      <NotFound />
    </>
  )
}
