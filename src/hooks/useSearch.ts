import { useCallback, useEffect, useRef, useState } from "react"
import { latestOnly } from "../lib/latestOnly"
import { searchClient } from "../search/client"
import type { SearchHit } from "../search/rank"
import type { SearchRequest } from "../search/searcher"
import { useSearchIndexUrl } from "./useSearchIndexUrl"

export type SearchStatus = "idle" | "loading" | "done" | "error"

const NO_HITS: SearchHit[] = []

interface QueryArgs {
  indexUrl: string
  query: string
  request: SearchRequest
}

/**
 * react-use-flexsearch's idea, off the main thread: the latest query's hits, from the worker. While the worker
 * answers one query, only the newest of the keystrokes typed meanwhile is sent next.
 */
export function useSearch(query: string, { limit, ctx = null, onePerPage = false }: SearchRequest) {
  const indexUrl = useSearchIndexUrl()
  const [hits, setHits] = useState<SearchHit[]>([])
  const [status, setStatus] = useState<SearchStatus>("idle")
  const runner = useRef<ReturnType<typeof latestOnly<QueryArgs, SearchHit[]>> | null>(null)
  runner.current ??= latestOnly(
    (args: QueryArgs) => searchClient().search(args.indexUrl, args.query, args.request),
    (outcome) => {
      if (outcome.ok) {
        setHits(outcome.value)
        setStatus("done")
      } else {
        console.error("Tìm kiếm thất bại", outcome.error)
        setHits([])
        setStatus("error")
      }
    },
  )

  const empty = query.trim() === ""
  useEffect(() => {
    if (empty) {
      runner.current?.cancel()
      setHits([])
      setStatus("idle")
      return
    }
    setStatus("loading")
    runner.current?.call({ indexUrl, query, request: { limit, ctx, onePerPage } })
  }, [empty, indexUrl, query, limit, ctx, onePerPage])

  const preload = useCallback(() => searchClient().preload(indexUrl), [indexUrl])
  // An empty query has no hits from the render that empties it, not only after the effect has reset the state.
  return { hits: empty ? NO_HITS : hits, status: empty ? "idle" : status, preload }
}
