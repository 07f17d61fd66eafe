import React from "react"
import { Link } from "gatsby"
import { vi } from "../../i18n/chrome"
import { navbarLinks } from "../../config/navbar"
import * as styles from "./styles.module.css"

/** `counterSlot` holds the view-counter badge (rendered only in the browser, see ViewCounter). */
export default function Footer({ counterSlot }: { counterSlot?: React.ReactNode }) {
  const year = new Date().getFullYear()
  return (
    <footer className={styles.footer}>
      <ul className={styles.links} aria-label={vi.footerSections}>
        {navbarLinks.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
      <div className={styles.bottom}>
        <span>{vi.copyright(year)}</span>
        {counterSlot}
      </div>
    </footer>
  )
}
