import { useEffect, useState } from "react"

/**
 * The id of the heading the reader is in: the last one whose top is above a line a third of the way down the
 * viewport, so a heading reached through the TOC is marked even when the page ends soon after it.
 */
export function useActiveHeading(ids: string[], offsetPx = 80): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(" ")
  useEffect(() => {
    if (ids.length === 0) return
    const update = () => {
      let current: string | null = null
      const line = Math.max(offsetPx, window.innerHeight / 3)
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && element.getBoundingClientRect().top <= line) current = id
      }
      setActive(current ?? ids[0])
    }
    update()
    window.addEventListener("scroll", update, { passive: true })
    window.addEventListener("resize", update)
    return () => {
      window.removeEventListener("scroll", update)
      window.removeEventListener("resize", update)
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, offsetPx])
  return active
}
