import React from "react"
import RouteLink from "../RouteLink"
import type { SidebarCategory as Category, SidebarItem } from "../../lib/sidebar"
import SidebarCategory from "./SidebarCategory"
import * as styles from "./styles.module.css"

interface Props {
  items: SidebarItem[]
  route: string
  expanded: Set<string>
  onToggle: (category: Category) => void
}

export default function SidebarItems({ items, route, expanded, onToggle }: Props) {
  return (
    <>
      {items.map((item) =>
        item.type === "category" ? (
          <SidebarCategory
            key={item.key}
            category={item}
            route={route}
            expanded={expanded}
            onToggle={onToggle}
          />
        ) : (
          <li key={item.href}>
            <RouteLink
              route={item.href}
              className={`${styles.link} ${route === item.href ? styles.active : ""}`}
              aria-current={route === item.href ? "page" : undefined}
            >
              {item.label}
            </RouteLink>
          </li>
        ),
      )}
    </>
  )
}
