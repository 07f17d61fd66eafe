import React, { useEffect, useState } from "react"
import { navigate } from "gatsby"
import { readAllParams } from "../../lib/queryParams"
import { vi } from "../../i18n/vi"
import * as styles from "./styles.module.css"

interface Props {
  /** The element whose text gets the <mark>s (the article). */
  target: React.RefObject<HTMLElement>
  search: string
  pathname: string
  hash: string
}

/** `?_highlight=<term>` (repeatable): marks each term in the article, scrolls to the first, can be cleared. */
export default function SearchHighlighter({ target, search, pathname, hash }: Props) {
  const terms = readAllParams(search, "_highlight")
  const key = terms.join("\u0000")
  const [count, setCount] = useState(0)

  useEffect(() => {
    const root = target.current
    if (!root || key === "") return
    let cancelled = false
    let clear: (() => void) | null = null
    // Only a visit from a search result needs the marking code: it is a chunk of its own, fetched here.
    import("../../app/searchTermMarks").then(
      ({ highlightTerms, clearHighlights }) => {
        if (cancelled) return
        const marks = highlightTerms(root, key.split("\u0000"))
        clear = () => clearHighlights(root)
        setCount(marks.length)
        if (!hash && marks[0]) marks[0].scrollIntoView({ block: "center" })
      },
      (error: Error) => console.warn("Không đánh dấu được từ tìm kiếm", error),
    )
    return () => {
      cancelled = true
      clear?.()
      setCount(0)
    }
  }, [target, key, hash])

  if (key === "" || count === 0) return null
  return (
    <p className={styles.bar} data-print="hide">
      <button
        type="button"
        className={styles.clear}
        onClick={() => void navigate(`${pathname}${hash}`, { replace: true })}
      >
        {vi.clearHighlight}
      </button>
    </p>
  )
}
