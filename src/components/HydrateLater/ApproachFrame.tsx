import React from "react"
import * as styles from "./styles.module.css"

/**
 * The markup of a part that hydrates on approach, the same on both sides: a frame around the Suspense boundary,
 * through which the browser finds the boundary's server HTML to observe before it hydrates. The frame has no box
 * of its own (`display: contents`), so the part lays out, and sticks, as if it were not there.
 */
export const ApproachFrame = React.forwardRef<HTMLDivElement, { children: React.ReactNode }>(
  function ApproachFrame({ children }, ref) {
    return (
      <div ref={ref} className={styles.frame}>
        {children}
      </div>
    )
  },
)
