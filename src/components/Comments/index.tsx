import React, { useEffect, useRef, useState } from "react"
import { useSiteSettings } from "../../hooks/useSiteSettings"
import { vi } from "../../i18n/docExtras"
import * as styles from "./styles.module.css"

interface Props {
  url: string
  identifier: string
  title: string
}

type DisqusWindow = Window & {
  disqus_config?: (this: { page: Record<string, string> }) => void
  DISQUS?: unknown
}

/**
 * The comments section. The third-party script loads only in production builds and only once the section
 * scrolls into view; if it fails, a short note replaces it and the page is untouched.
 */
export default function Comments({ url, identifier, title }: Props) {
  const { disqusShortname } = useSiteSettings()
  const sectionRef = useRef<HTMLElement>(null)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    const section = sectionRef.current
    if (
      !section ||
      process.env.NODE_ENV !== "production" ||
      typeof IntersectionObserver === "undefined"
    )
      return
    let script: HTMLScriptElement | null = null
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return
      observer.disconnect()
      const win = window as DisqusWindow
      win.disqus_config = function () {
        this.page.url = url
        this.page.identifier = identifier
        this.page.title = title
      }
      script = document.createElement("script")
      script.src = `https://${disqusShortname}.disqus.com/embed.js`
      script.async = true
      script.setAttribute("data-timestamp", String(Date.now()))
      script.onerror = () => setFailed(true)
      document.body.appendChild(script)
    })
    observer.observe(section)
    return () => {
      observer.disconnect()
      script?.remove()
    }
  }, [disqusShortname, url, identifier, title])

  return (
    <section
      ref={sectionRef}
      className={styles.comments}
      aria-labelledby="binh-luan"
      data-print="hide"
    >
      <h2 id="binh-luan">{vi.commentsTitle}</h2>
      {failed ? <p className={styles.note}>{vi.commentsUnavailable}</p> : null}
      <div id="disqus_thread" />
    </section>
  )
}
