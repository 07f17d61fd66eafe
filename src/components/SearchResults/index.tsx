import React, { useState } from "react"
import { Link, navigate } from "gatsby"
import { useSearch } from "../../hooks/useSearch"
import { hitHref } from "../../search/hitLink"
import { searchPageHref } from "../../search/pageHref"
import { RESULTS_LIMIT } from "../../search/protocol"
import type { SearchHit as Hit } from "../../search/rank"
import { vi } from "../../i18n/search"
import SearchHit from "../SearchHit"
import * as styles from "./styles.module.css"

interface Props {
  query: string
  ctx: string | null
}

function groupByPage(hits: Hit[]): Hit[][] {
  const groups = new Map<string, Hit[]>()
  for (const hit of hits) groups.set(hit.route, [...(groups.get(hit.route) ?? []), hit])
  return [...groups.values()]
}

/**
 * The query box of the results page. Keyed by the URL's query, so a new query (back/forward, another search)
 * starts a fresh draft instead of an effect copying the prop into state.
 */
function SearchForm({ query, ctx }: Props) {
  const [draft, setDraft] = useState(query)
  return (
    <form
      role="search"
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault()
        void navigate(searchPageHref(draft, ctx))
      }}
    >
      <input
        type="search"
        aria-label={vi.searchPageTitle}
        className={styles.input}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
      />
      <button type="submit" className={styles.submit}>
        {vi.searchPageTitle}
      </button>
    </form>
  )
}

/** /search/: up to 50 hits grouped by page; the query lives in the URL (?q=&ctx=), so back/forward works. */
export default function SearchResults({ query, ctx }: Props) {
  const { hits, status } = useSearch(query, { limit: RESULTS_LIMIT, ctx })

  return (
    <div className={styles.results}>
      <h1>{query ? vi.searchResultsTitle(query) : vi.searchPageTitle}</h1>
      <SearchForm key={query} query={query} ctx={ctx} />
      {ctx ? <p className={styles.meta}>{vi.searchInSection(ctx)}</p> : null}
      {!query ? <p>{vi.searchPrompt}</p> : null}
      {status === "done" && hits.length === 0 ? (
        <p className={styles.meta}>{vi.noResults}</p>
      ) : null}
      {status === "error" ? <p role="alert">{vi.searchUnavailable}</p> : null}
      {hits.length > 0 ? <p className={styles.meta}>{vi.searchHitCount(hits.length)}</p> : null}
      {groupByPage(hits).map((group) => (
        <section key={group[0].route} className={styles.group}>
          <h2 className={styles.pageTitle}>
            <Link to={hitHref({ route: group[0].route, headingId: "" }, query)}>
              {group[0].pageTitle}
            </Link>
          </h2>
          {group[0].crumbs ? <p className={styles.crumbs}>{group[0].crumbs}</p> : null}
          <ul className={styles.list}>
            {group.map((hit) => (
              <li key={hit.id}>
                <Link to={hitHref(hit, query)} className={styles.hit}>
                  <SearchHit hit={hit} showPage={false} />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  )
}
