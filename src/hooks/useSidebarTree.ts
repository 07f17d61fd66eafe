import { useCallback, useEffect, useState } from "react"
import { hasOmittedItems, type SidebarItem } from "../lib/sidebar"

// The whole tree is one static, content-hashed file: fetched at most once per visit, shared by every page.
const loadedTrees = new Map<string, Promise<SidebarItem[]>>()

function fetchTree(url: string): Promise<SidebarItem[]> {
  let pending = loadedTrees.get(url)
  if (!pending) {
    pending = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`HTTP ${response.status}`)
      return response.json() as Promise<SidebarItem[]>
    })
    pending.catch(() => loadedTrees.delete(url))
    loadedTrees.set(url, pending)
  }
  return pending
}

/**
 * The sidebar of the current page: first the page's own copy (the categories holding it, with their items),
 * then the full tree once the reader opens a category the page was sent without (`requestFullTree`).
 */
export function useSidebarTree(pageSidebar: SidebarItem[], fullTreeUrl: string | undefined) {
  const [fullTree, setFullTree] = useState<SidebarItem[] | null>(null)
  const [wanted, setWanted] = useState(false)
  const needsFull = hasOmittedItems(pageSidebar)

  useEffect(() => {
    if (!wanted || !fullTreeUrl || fullTree) return
    let live = true
    fetchTree(fullTreeUrl)
      .then((tree) => live && setFullTree(tree))
      .catch((error: unknown) => console.error("Không tải được thanh bên đầy đủ", error))
    return () => {
      live = false
    }
  }, [wanted, fullTreeUrl, fullTree])

  const requestFullTree = useCallback(() => setWanted(true), [])
  return { items: needsFull && fullTree ? fullTree : pageSidebar, requestFullTree }
}
