import React, { useId } from "react"
import { vi } from "../../i18n/doc"
import { useStandard } from "../../hooks/useStandard"
import { isSelectableStandard, SELECTABLE_STANDARDS } from "../../lib/standards"
import * as styles from "./styles.module.css"

/** Lets the reader pick the C++ standard they write; what is newer or removed is then marked on the page. */
export default function StandardSelector() {
  const [standard, choose] = useStandard()
  const id = useId()
  return (
    <div className={styles.selector} title={vi.standardSelectorHint} data-print="hide">
      <label className={styles.label} htmlFor={id}>
        {vi.standardSelectorLabel}
      </label>
      <select
        id={id}
        className={styles.select}
        value={standard}
        onChange={(event) => {
          if (isSelectableStandard(event.target.value)) choose(event.target.value)
        }}
      >
        {SELECTABLE_STANDARDS.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
}
