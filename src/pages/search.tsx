import React from "react"
import type { PageProps } from "gatsby"
import Seo from "../components/Seo"
import SearchResults from "../components/SearchResults"
import { readParam } from "../lib/queryParams"
import { vi } from "../i18n/search"

export default function SearchPage({ location }: PageProps) {
  const query = readParam(location.search, "q") ?? ""
  const ctx = readParam(location.search, "ctx")
  return (
    <>
      <Seo
        title={query ? vi.searchResultsTitle(query) : vi.searchPageTitle}
        description={vi.searchPrompt}
        route="/search/"
        noIndex
      />
      <SearchResults query={query} ctx={ctx} />
    </>
  )
}
