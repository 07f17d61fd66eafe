import { useCallback, useState } from "react"
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

/** `expanded` with `category` opened: its siblings close (auto-collapse), with whatever they held open. */
function withOpened(expanded: Set<string>, items: SidebarItem[], key: string): Set<string> {
  const next = new Set(expanded)
  for (const sibling of siblingsOf(items, key) ?? []) {
    if (sibling.key === key) continue
    for (const open of [...next]) if (open.startsWith(sibling.key)) next.delete(open)
  }
  next.add(key)
  return next
}

/**
 * Which categories are open. When a navigation makes a category active, the categories holding the page open
 * (within the same category they stay as the reader left them); opening a category closes its siblings
 * (auto-collapse), and any category can be closed by hand. Opening a category the page was sent without items
 * calls `onOpenOmitted` (the full tree is then loaded).
 */
export function useExpandedCategories(
  items: SidebarItem[],
  route: string,
  onOpenOmitted?: () => void,
) {
  const [state, setState] = useState(() => ({ route, expanded: activeKeys(items, route) }))
  if (state.route !== route) {
    // A navigation: computed during render from the previous route, not in an effect.
    // When the page moved to another category, its whole path opens (a new category under a closed parent
    // would stay hidden); inside the same category nothing changes.
    const wasActive = activeKeys(items, state.route)
    const active = [...activeKeys(items, route)]
    let expanded = state.expanded
    if (active.some((key) => !wasActive.has(key)))
      for (const key of active) expanded = withOpened(expanded, items, key)
    setState({ route, expanded })
  }
  const { expanded } = state

  const toggle = useCallback(
    (category: SidebarCategory) => {
      if (expanded.has(category.key)) {
        const next = new Set(expanded)
        next.delete(category.key)
        setState({ route, expanded: next })
      } else {
        setState({ route, expanded: withOpened(expanded, items, category.key) })
        if (category.itemsOmitted) onOpenOmitted?.()
      }
    },
    [expanded, items, route, onOpenOmitted],
  )
  return { expanded, toggle }
}
