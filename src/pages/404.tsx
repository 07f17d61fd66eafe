import React from "react"
import NotFound from "../components/NotFound"
import Seo from "../components/Seo"
import { vi } from "../i18n/vi"

export default function NotFoundPage({ location }: { location: { pathname: string } }) {
  return (
    <>
      <Seo
        title={vi.notFoundTitle}
        description={vi.notFoundText}
        route={location.pathname}
        noIndex
      />
      <NotFound />
    </>
  )
}
