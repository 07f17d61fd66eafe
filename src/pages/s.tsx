import React, { useEffect } from "react"
import { navigate, type PageProps } from "gatsby"
import Seo from "../components/Seo"
import { useSearch } from "../hooks/useSearch"
import { hitHref } from "../search/hitLink"
import { searchPageHref } from "../search/pageHref"
import { readParam } from "../lib/queryParams"
import { vi } from "../i18n/search"

/** /s?q=: for a browser's keyword search (OpenSearch): straight to the best hit, else to the results page. */
export default function BestHitPage({ location }: PageProps) {
  const query = readParam(location.search, "q") ?? ""
  const { hits, status } = useSearch(query, { limit: 1 })
  useEffect(() => {
    if (query.trim() === "") void navigate("/search/", { replace: true })
    else if (status === "done" || status === "error") {
      void navigate(hits[0] ? hitHref(hits[0], query) : searchPageHref(query), { replace: true })
    }
  }, [query, hits, status])
  return (
    <>
      <Seo title={vi.searchPageTitle} description={vi.searchPrompt} route="/s" noIndex />
      <p role="status" style={{ padding: "2rem 1rem" }}>
        {vi.redirecting}
      </p>
    </>
  )
}
