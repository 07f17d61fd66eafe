import React from "react"
import { vi } from "../../i18n/chrome"
import type { SidebarItem } from "../../lib/sidebar"
import SidebarItems from "./SidebarItems"
import { useExpandedCategories } from "./useExpandedCategories"
import { CARET_HINT_ID } from "./caretHint"
import * as styles from "./styles.module.css"

interface Props {
  items: SidebarItem[]
  route: string
  /** Desktop only: shows the "Thu gọn thanh bên" button. */
  onCollapse?: () => void
  /** Called when the reader opens a category whose items this page was sent without. */
  onOpenOmitted?: () => void
}

export default function Sidebar({ items, route, onCollapse, onOpenOmitted }: Props) {
  const { expanded, toggle } = useExpandedCategories(items, route, onOpenOmitted)
  return (
    <div className={styles.sidebar}>
      <nav aria-label={vi.sidebarLabel} className={styles.menu}>
        <ul className={styles.list}>
          <SidebarItems items={items} route={route} expanded={expanded} onToggle={toggle} />
        </ul>
        <span id={CARET_HINT_ID} hidden>
          {vi.sidebarCaretHint}
        </span>
      </nav>
      {onCollapse && (
        <button
          type="button"
          className={styles.collapse}
          onClick={onCollapse}
          title={vi.collapseSidebar}
        >
          <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true">
            <path fill="currentColor" d="M15.4 5.6L9 12l6.4 6.4L16.8 17l-5-5 5-5z" />
          </svg>
          {vi.collapseSidebar}
        </button>
      )}
    </div>
  )
}
