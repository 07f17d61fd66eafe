import { useCallback, useEffect, useRef, useState } from "react"
import { searchClient } from "../search/client"
import type { SearchHit } from "../search/rank"
import { useSearchIndexUrl } from "./useSearchIndexUrl"

export type SearchStatus = "idle" | "loading" | "done" | "error"

/** react-use-flexsearch's idea, off the main thread: the latest query's hits, from the worker. */
export function useSearch(query: string, limit: number, ctx: string | null = null) {
  const indexUrl = useSearchIndexUrl()
  const [hits, setHits] = useState<SearchHit[]>([])
  const [status, setStatus] = useState<SearchStatus>("idle")
  const latest = useRef(0)

  useEffect(() => {
    const ticket = ++latest.current
    if (query.trim() === "") {
      setHits([])
      setStatus("idle")
      return
    }
    setStatus("loading")
    searchClient()
      .search(indexUrl, query, limit, ctx)
      .then((result) => {
        if (ticket !== latest.current) return
        setHits(result)
        setStatus("done")
      })
      .catch((error: Error) => {
        if (ticket !== latest.current) return
        console.error("Tìm kiếm thất bại", error)
        setHits([])
        setStatus("error")
      })
  }, [indexUrl, query, limit, ctx])

  const preload = useCallback(() => searchClient().preload(indexUrl), [indexUrl])
  return { hits, status, preload }
}
