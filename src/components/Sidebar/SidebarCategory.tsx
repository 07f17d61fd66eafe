import React from "react"
import RouteLink from "../RouteLink"
import type { SidebarCategory as Category } from "../../lib/sidebar"
import SidebarItems from "./SidebarItems"
import { CARET_HINT_ID } from "./caretHint"
import * as styles from "./styles.module.css"

interface Props {
  category: Category
  route: string
  expanded: Set<string>
  onToggle: (category: Category) => void
}

export default function SidebarCategory({ category, route, expanded, onToggle }: Props) {
  const isOpen = expanded.has(category.key)
  const isCurrent = route === category.href
  const listId = `sidebar-${category.key.replace(/[^a-zA-Z0-9]+/g, "-")}`
  return (
    <li className={styles.category}>
      <div className={styles.categoryRow}>
        <RouteLink
          route={category.href}
          className={`${styles.link} ${isCurrent ? styles.active : ""}`}
          aria-current={isCurrent ? "page" : undefined}
        >
          {category.label}
        </RouteLink>
        <button
          type="button"
          className={styles.caret}
          aria-expanded={isOpen}
          aria-controls={listId}
          aria-describedby={CARET_HINT_ID}
          onClick={() => onToggle(category)}
        >
          <span className={styles.visuallyHidden}>{category.label}</span>
        </button>
      </div>
      {isOpen && (
        <ul
          id={listId}
          className={styles.nested}
          aria-busy={category.itemsOmitted ? true : undefined}
        >
          <SidebarItems
            items={category.items}
            route={route}
            expanded={expanded}
            onToggle={onToggle}
          />
        </ul>
      )}
    </li>
  )
}
