import React, { useEffect, useId, useRef, useState } from "react"
import { navigate } from "gatsby"
import { useSearch } from "../../hooks/useSearch"
import { useHasHydrated } from "../../hooks/useHasHydrated"
import { hitHref, searchPageHref } from "../../search/hitLink"
import { SUGGESTION_LIMIT } from "../../search/protocol"
import type { SearchHit as Hit } from "../../search/rank"
import { vi } from "../../i18n/vi"
import SearchHit from "../SearchHit"
import * as styles from "./styles.module.css"

function isApplePlatform(): boolean {
  return (
    typeof navigator !== "undefined" &&
    /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  )
}

/**
 * The navbar search: a combobox with up to 8 suggestions; mod+k focuses it; the index loads on the first hover, touch
 * or focus.
 */
export default function SearchBox() {
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  // The highlighted suggestion belongs to one list of hits: a new list starts with none highlighted.
  const [selection, setSelection] = useState<{ hits: Hit[]; index: number } | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const hydrated = useHasHydrated()
  const { hits, status, preload } = useSearch(query, {
    limit: SUGGESTION_LIMIT,
    onePerPage: true,
  })

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
        event.preventDefault()
        inputRef.current?.focus()
        inputRef.current?.select()
      }
    }
    document.addEventListener("keydown", onKey)
    return () => document.removeEventListener("keydown", onKey)
  }, [])

  const active = selection?.hits === hits ? selection.index : -1
  const select = (index: number) => setSelection({ hits, index })

  const close = () => {
    setOpen(false)
    setSelection(null)
  }
  const go = (href: string) => {
    close()
    inputRef.current?.blur()
    void navigate(href)
  }

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown" && hits.length > 0) {
      event.preventDefault()
      setOpen(true)
      select((active + 1) % hits.length)
    } else if (event.key === "ArrowUp" && hits.length > 0) {
      event.preventDefault()
      select(active <= 0 ? hits.length - 1 : active - 1)
    } else if (event.key === "Enter") {
      if (query.trim() === "") return
      event.preventDefault()
      go(active >= 0 && hits[active] ? hitHref(hits[active], query) : searchPageHref(query))
    } else if (event.key === "Escape") {
      if (open && query) close()
      else {
        setQuery("")
        inputRef.current?.blur()
      }
    }
  }

  const showPanel = open && query.trim() !== "" && status !== "idle"
  const optionId = (index: number) => `${listId}-option-${index}`
  return (
    // A finger's touch comes a tap's length before the focus it causes: the worker starts booting on it.
    <div className={styles.search} onMouseEnter={preload} onPointerDown={preload}>
      <input
        ref={inputRef}
        // ARIA 1.2 combobox: HTML allows role="combobox" on type="text", not on type="search" (whose role is
        // searchbox). inputMode and enterKeyHint keep the phone keyboard's search key.
        type="text"
        inputMode="search"
        enterKeyHint="search"
        className={styles.input}
        aria-label={vi.searchLabel}
        placeholder={vi.searchPlaceholder}
        role="combobox"
        aria-controls={listId}
        aria-expanded={showPanel}
        aria-autocomplete="list"
        aria-activedescendant={showPanel && active >= 0 ? optionId(active) : undefined}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          preload()
          setOpen(true)
        }}
        onBlur={() => window.setTimeout(close, 150)}
        onChange={(event) => {
          setQuery(event.target.value)
          setOpen(true)
        }}
        onKeyDown={onKeyDown}
      />
      {hydrated && !query ? (
        <kbd className={styles.hint} aria-hidden="true">
          {isApplePlatform() ? "⌘" : "Ctrl"} K
        </kbd>
      ) : null}
      <div className={styles.panel} hidden={!showPanel}>
        <ul id={listId} role="listbox" aria-label={vi.searchSuggestions} className={styles.list}>
          {hits.map((hit, index) => (
            <li
              key={hit.id}
              id={optionId(index)}
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
      </div>
    </div>
  )
}
