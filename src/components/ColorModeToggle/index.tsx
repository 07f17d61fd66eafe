import React from "react"
import { vi } from "../../i18n/chrome"
import { useColorMode } from "./ColorModeProvider"
import * as styles from "./styles.module.css"

const ICONS = {
  light: (
    <path d="M12 7a5 5 0 100 10 5 5 0 000-10zm0-5a1 1 0 011 1v2a1 1 0 11-2 0V3a1 1 0 011-1zm0 17a1 1 0 011 1v2a1 1 0 11-2 0v-2a1 1 0 011-1zM3 11h2a1 1 0 110 2H3a1 1 0 110-2zm16 0h2a1 1 0 110 2h-2a1 1 0 110-2z" />
  ),
  dark: <path d="M21 14.5A9 9 0 019.5 3a9 9 0 1011.5 11.5z" />,
  system: (
    <path d="M4 4h16a1 1 0 011 1v11a1 1 0 01-1 1h-7v2h3v2H8v-2h3v-2H4a1 1 0 01-1-1V5a1 1 0 011-1zm1 2v9h14V6H5z" />
  ),
}

export default function ColorModeToggle() {
  const { choice, cycle } = useColorMode()
  return (
    <button
      type="button"
      className={styles.toggle}
      onClick={cycle}
      aria-label={vi.colorModeLabel(vi.colorModeNames[choice])}
      title={vi.colorModeLabel(vi.colorModeNames[choice])}
    >
      {/* All three icons are in the HTML; CSS shows the one of <html data-color-mode>, even before hydration. */}
      {(Object.keys(ICONS) as Array<keyof typeof ICONS>).map((mode) => (
        <svg
          key={mode}
          className={styles.icon}
          data-mode={mode}
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          fill="currentColor"
        >
          {ICONS[mode]}
        </svg>
      ))}
    </button>
  )
}
