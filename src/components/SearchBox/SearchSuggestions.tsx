import React, { useEffect, useState } from "react"
import { useSearch } from "../../hooks/useSearch"
import { hitHref } from "../../search/hitLink"
import { searchPageHref } from "../../search/pageHref"
import { SUGGESTION_LIMIT } from "../../search/protocol"
import type { SearchHit as Hit } from "../../search/rank"
import { vi } from "../../i18n/search"
import { vi as chrome } from "../../i18n/chrome"
import SearchHit from "../SearchHit"
import type { ComboboxState, SuggestionKeys } from "./combobox"
import * as styles from "./styles.module.css"

interface Props {
  query: string
  open: boolean
  listId: string
  /** Tells the box what its combobox attributes are now (the input belongs to the box). */
  onCombobox: (state: ComboboxState) => void
  /** Where this list puts its handler of the box's arrow and Enter keys. */
  keys: React.MutableRefObject<SuggestionKeys | null>
  go: (href: string) => void
}

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`

/**
 * The search box's suggestion list, in its own chunk: the box loads it when the reader comes near, so the query
 * side of the search stays out of every page's first load.
 */
export default function SearchSuggestions({ query, open, listId, onCombobox, keys, go }: Props) {
  // The highlighted suggestion belongs to one list of hits: a new list starts with none highlighted.
  const [selection, setSelection] = useState<{ hits: Hit[]; index: number } | null>(null)
  // Closing the list forgets the highlighted suggestion.
  if (!open && selection) setSelection(null)
  const { hits, status } = useSearch(query, { limit: SUGGESTION_LIMIT, onePerPage: true })
  const active = selection?.hits === hits ? selection.index : -1
  const showPanel = open && query.trim() !== "" && status !== "idle"
  const activeId = showPanel && active >= 0 ? optionId(listId, active) : undefined

  useEffect(() => onCombobox({ expanded: showPanel, activeId }), [onCombobox, showPanel, activeId])

  useEffect(() => {
    keys.current = (event) => {
      const select = (index: number) => setSelection({ hits, index })
      if (event.key === "ArrowDown" && hits.length > 0) {
        select((active + 1) % hits.length)
        return "open"
      }
      if (event.key === "ArrowUp" && hits.length > 0) {
        select(active <= 0 ? hits.length - 1 : active - 1)
        return "handled"
      }
      if (event.key === "Enter" && query.trim() !== "") {
        go(active >= 0 && hits[active] ? hitHref(hits[active], query) : searchPageHref(query))
        return "handled"
      }
      if (event.key === "Escape") setSelection(null)
      return "unhandled"
    }
  })

  return (
    <>
      <ul id={listId} role="listbox" aria-label={chrome.searchSuggestions} className={styles.list}>
        {hits.map((hit, index) => (
          <li
            key={hit.id}
            id={optionId(listId, index)}
            role="option"
            aria-selected={index === active}
            className={`${styles.option} ${index === active ? styles.activeOption : ""}`}
          >
            <a
              href={hitHref(hit, query)}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                event.preventDefault()
                go(hitHref(hit, query))
              }}
            >
              <SearchHit hit={hit} showPage />
            </a>
          </li>
        ))}
      </ul>
      {status === "done" && hits.length === 0 ? (
        <p className={styles.empty}>{vi.noResults}</p>
      ) : null}
      {status === "error" ? <p className={styles.empty}>{vi.searchUnavailable}</p> : null}
      {hits.length > 0 ? (
        <a
          className={styles.all}
          href={searchPageHref(query)}
          onMouseDown={(event) => event.preventDefault()}
          onClick={(event) => {
            event.preventDefault()
            go(searchPageHref(query))
          }}
        >
          {vi.allResults}
        </a>
      ) : null}
    </>
  )
}
