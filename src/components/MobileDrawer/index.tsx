import React, { useEffect, useRef } from "react"
import { Link } from "gatsby"
import { vi } from "../../i18n/chrome"
import { navbarLinks } from "../../config/navbar"
import type { SidebarItem } from "../../lib/sidebar"
import Sidebar from "../Sidebar"
import * as styles from "./styles.module.css"

interface Props {
  open: boolean
  onClose: () => void
  sidebar: SidebarItem[]
  route: string
  onOpenOmitted?: () => void
}

/** The navigation drawer below 996 px: closes on Escape, on its close button and on any navigation. */
export default function MobileDrawer({ open, onClose, sidebar, route, onOpenOmitted }: Props) {
  const closeButton = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    closeButton.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose()
    }
    document.addEventListener("keydown", onKey)
    document.body.style.overflow = "hidden"
    return () => {
      document.removeEventListener("keydown", onKey)
      document.body.style.overflow = ""
    }
  }, [open, onClose])

  if (!open) return null
  return (
    <>
      <div className={styles.backdrop} onClick={onClose} aria-hidden="true" />
      <div
        role="dialog"
        aria-modal="true"
        aria-label={vi.mobileMenuLabel}
        className={styles.drawer}
      >
        <div className={styles.header}>
          <Link to="/" className={styles.brand} onClick={onClose}>
            {vi.siteTitle}
          </Link>
          <button
            ref={closeButton}
            type="button"
            className={styles.close}
            aria-label={vi.closeMobileMenu}
            onClick={onClose}
          >
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path
                fill="currentColor"
                d="M6.4 5L12 10.6 17.6 5 19 6.4 13.4 12 19 17.6 17.6 19 12 13.4 6.4 19 5 17.6 10.6 12 5 6.4z"
              />
            </svg>
          </button>
        </div>
        <ul className={styles.sections}>
          {navbarLinks.map((link) => (
            <li key={link.to}>
              <Link to={link.to} onClick={onClose}>
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Sidebar items={sidebar} route={route} onOpenOmitted={onOpenOmitted} />
      </div>
    </>
  )
}
