import { useCallback, useEffect, useRef, useState } from "react"
import { activeCategories, type SidebarCategory, type SidebarItem } from "../../lib/sidebar"

function siblingsOf(items: SidebarItem[], key: string): SidebarCategory[] | null {
  const categories = items.filter((item): item is SidebarCategory => item.type === "category")
  if (categories.some((category) => category.key === key)) return categories
  for (const category of categories) {
    const found = siblingsOf(category.items, key)
    if (found) return found
  }
  return null
}

const activeKeys = (items: SidebarItem[], route: string) =>
  new Set(activeCategories(items, route).map((category) => category.key))

/**
 * Which categories are open: the ones holding the current page open on every navigation; opening a category
 * closes its siblings (auto-collapse), and any category can be closed by hand. Opening a category the page was
 * sent without items calls `onOpenOmitted` (the full tree is then loaded).
 */
export function useExpandedCategories(
  items: SidebarItem[],
  route: string,
  onOpenOmitted?: () => void,
) {
  const [expanded, setExpanded] = useState<Set<string>>(() => activeKeys(items, route))
  const itemsRef = useRef(items)
  itemsRef.current = items
  const shownRoute = useRef(route)
  useEffect(() => {
    // Only a navigation resets the open categories; the full tree arriving must not close what the reader opened.
    if (shownRoute.current === route) return
    shownRoute.current = route
    setExpanded(activeKeys(itemsRef.current, route))
  }, [route])

  const toggle = useCallback(
    (category: SidebarCategory) => {
      const willOpen = !expanded.has(category.key)
      const next = new Set(expanded)
      if (!willOpen) {
        next.delete(category.key)
      } else {
        for (const sibling of siblingsOf(items, category.key) ?? []) {
          if (sibling.key === category.key) continue
          for (const key of [...next]) if (key.startsWith(sibling.key)) next.delete(key)
        }
        next.add(category.key)
        if (category.itemsOmitted) onOpenOmitted?.()
      }
      setExpanded(next)
    },
    [expanded, items, onOpenOmitted],
  )
  return { expanded, toggle }
}
