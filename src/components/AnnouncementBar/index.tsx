import React, { useEffect, useState } from "react"
import { Link } from "gatsby"
import type { Announcement } from "../../config/announcement"
import { dismissAnnouncement, isAnnouncementDismissed } from "../../lib/announcement"
import { vi } from "../../i18n/chrome"
import * as styles from "./styles.module.css"

/** Dismissable site announcement; the dismissal is remembered per announcement id. */
export default function AnnouncementBar({ announcement }: { announcement: Announcement | null }) {
  // Rendered by the server for everyone, so hydration moves nothing; a reader who dismissed it never sees it
  // (hideBeforePaintScript hides it before the first paint), and after hydration it leaves the DOM.
  const [visible, setVisible] = useState(true)
  useEffect(() => {
    if (announcement) setVisible(!isAnnouncementDismissed(announcement.id))
  }, [announcement])
  if (!announcement || !visible) return null
  return (
    <div role="region" aria-label={vi.announcementLabel} className={styles.bar} data-print="hide">
      <p className={styles.text}>
        {announcement.text}
        {announcement.link ? (
          <>
            {" "}
            <Link to={announcement.link.href}>{announcement.link.label}</Link>
          </>
        ) : null}
      </p>
      <button
        type="button"
        className={styles.close}
        aria-label={vi.closeAnnouncement}
        onClick={() => {
          dismissAnnouncement(announcement.id)
          setVisible(false)
        }}
      >
        ×
      </button>
    </div>
  )
}
