import { useCallback, useEffect, useState } from "react"
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

/**
 * Which categories are open: the ones holding the current page open on every navigation; opening a category
 * closes its siblings (auto-collapse), and any category can be closed by hand.
 */
export function useExpandedCategories(items: SidebarItem[], route: string) {
  const [expanded, setExpanded] = useState<Set<string>>(
    () => new Set(activeCategories(items, route).map((category) => category.key)),
  )
  useEffect(() => {
    setExpanded(new Set(activeCategories(items, route).map((category) => category.key)))
  }, [items, route])

  const toggle = useCallback(
    (category: SidebarCategory) => {
      setExpanded((current) => {
        const next = new Set(current)
        if (next.has(category.key)) {
          next.delete(category.key)
          return next
        }
        for (const sibling of siblingsOf(items, category.key) ?? []) {
          if (sibling.key === category.key) continue
          for (const key of [...next]) if (key.startsWith(sibling.key)) next.delete(key)
        }
        next.add(category.key)
        return next
      })
    },
    [items],
  )
  return { expanded, toggle }
}
