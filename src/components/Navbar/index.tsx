import React from "react"
import { Link } from "gatsby"
import { vi } from "../../i18n/chrome"
import { navbarLinks } from "../../config/navbar"
import { useHideableNavbar } from "../../hooks/useHideableNavbar"
import ColorModeToggle from "../ColorModeToggle"
import * as styles from "./styles.module.css"

export const NAVBAR_HEIGHT_PX = 60

interface Props {
  route: string
  onOpenMobileMenu: () => void
  searchSlot?: React.ReactNode
}

export function isInSection(route: string, to: string): boolean {
  return route === to || route.startsWith(to)
}

export default function Navbar({ route, onOpenMobileMenu, searchSlot }: Props) {
  const visible = useHideableNavbar(NAVBAR_HEIGHT_PX)
  return (
    <nav
      aria-label={vi.navbarLabel}
      className={`${styles.navbar} ${visible ? "" : styles.hidden}`}
      data-hidden={visible ? "false" : "true"}
    >
      <button
        type="button"
        className={styles.menuButton}
        aria-label={vi.openMobileMenu}
        onClick={onOpenMobileMenu}
      >
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <Link to="/" className={styles.brand}>
        <span className={styles.logo} aria-hidden="true">
          C++
        </span>
        {vi.siteTitle}
      </Link>
      <ul className={styles.links}>
        {navbarLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className={`${styles.link} ${isInSection(route, link.to) ? styles.linkActive : ""}`}
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
      <div className={styles.right}>
        {searchSlot}
        <ColorModeToggle />
      </div>
    </nav>
  )
}
