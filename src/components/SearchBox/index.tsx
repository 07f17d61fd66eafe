import React, { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from "react"
import { navigate } from "gatsby"
import { useHasHydrated } from "../../hooks/useHasHydrated"
import { useSearchIndexUrl } from "../../hooks/useSearchIndexUrl"
import { searchPageHref } from "../../search/pageHref"
import { vi } from "../../i18n/chrome"
import type { ComboboxState, SuggestionKeys } from "./combobox"
import * as styles from "./styles.module.css"

const SearchSuggestions = lazy(() => import("./SearchSuggestions"))

const CLOSED: ComboboxState = { expanded: false, activeId: undefined }

function isApplePlatform(): boolean {
  return (
    typeof navigator !== "undefined" &&
    /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent)
  )
}

/**
 * The navbar search: a combobox with up to 8 suggestions; mod+k focuses it. On the first hover, touch or focus
 * the worker starts loading the index and the suggestion list (its own chunk) loads; until then Enter opens the
 * search page.
 */
export default function SearchBox() {
  const [query, setQuery] = useState("")
  const [open, setOpen] = useState(false)
  const [approached, setApproached] = useState(false)
  const [combobox, setCombobox] = useState<ComboboxState>(CLOSED)
  const keys = useRef<SuggestionKeys | null>(null)
  const inputRef = useRef<HTMLInputElement>(null)
  const listId = useId()
  const hydrated = useHasHydrated()
  const indexUrl = useSearchIndexUrl()

  const approach = () => {
    // The client loads with the suggestions, not with the page. A failed download only delays the worker: the
    // suggestions import the client themselves (and their own failure shows in their error boundary).
    import("../../search/client")
      .then(({ searchClient }) => searchClient().preload(indexUrl))
      .catch(() => undefined)
    setApproached(true)
  }

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

  const close = () => setOpen(false)
  const go = useCallback((href: string) => {
    setOpen(false)
    inputRef.current?.blur()
    void navigate(href)
  }, [])

  const onKeyDown = (event: React.KeyboardEvent<HTMLInputElement>) => {
    const used = keys.current?.(event) ?? "unhandled"
    if (used !== "unhandled") {
      event.preventDefault()
      if (used === "open") setOpen(true)
    } else if (event.key === "Enter" && query.trim() !== "") {
      event.preventDefault()
      go(searchPageHref(query))
    } else if (event.key === "Escape") {
      if (open && query) close()
      else {
        setQuery("")
        inputRef.current?.blur()
      }
    }
  }

  return (
    // A finger's touch comes a tap's length before the focus it causes: the worker starts booting on it.
    <div className={styles.search} onMouseEnter={approach} onPointerDown={approach}>
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
        aria-expanded={combobox.expanded}
        aria-autocomplete="list"
        aria-activedescendant={combobox.activeId}
        autoComplete="off"
        spellCheck={false}
        value={query}
        onFocus={() => {
          approach()
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
      <div className={styles.panel} hidden={!combobox.expanded}>
        {approached ? (
          <Suspense fallback={<EmptyList id={listId} />}>
            <SearchSuggestions
              query={query}
              open={open}
              listId={listId}
              onCombobox={setCombobox}
              keys={keys}
              go={go}
            />
          </Suspense>
        ) : (
          <EmptyList id={listId} />
        )}
      </div>
    </div>
  )
}

/** The listbox the input controls, before its suggestions have loaded. */
function EmptyList({ id }: { id: string }) {
  return <ul id={id} role="listbox" aria-label={vi.searchSuggestions} className={styles.list} />
}
