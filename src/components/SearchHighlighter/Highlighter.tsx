import React, { useEffect, useState } from "react"
import { navigate } from "gatsby"
import { readAllParams } from "../../lib/queryParams"
import { clearHighlights, highlightTerms } from "../../app/searchTermMarks"
import { vi } from "../../i18n/docExtras"
import * as styles from "./styles.module.css"

export interface HighlighterProps {
  /** The element whose text gets the <mark>s (the article). */
  target: React.RefObject<HTMLElement>
  search: string
  pathname: string
  hash: string
}

/** `?_highlight=<term>` (repeatable): marks each term in the article, scrolls to the first, can be cleared. */
export default function Highlighter({ target, search, pathname, hash }: HighlighterProps) {
  const terms = readAllParams(search, "_highlight")
  const key = terms.join("\u0000")
  const [count, setCount] = useState(0)

  useEffect(() => {
    const root = target.current
    if (!root || key === "") return
    const marks = highlightTerms(root, key.split("\u0000"))
    setCount(marks.length)
    if (!hash && marks[0]) marks[0].scrollIntoView({ block: "center" })
    return () => {
      clearHighlights(root)
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
