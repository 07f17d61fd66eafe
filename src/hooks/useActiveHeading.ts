import { useEffect, useState } from "react"

/** The id of the heading the reader is in: the last one whose top has passed below the navbar. */
export function useActiveHeading(ids: string[], offsetPx = 80): string | null {
  const [active, setActive] = useState<string | null>(null)
  const key = ids.join(" ")
  useEffect(() => {
    if (ids.length === 0) return
    const update = () => {
      let current: string | null = null
      for (const id of ids) {
        const element = document.getElementById(id)
        if (element && element.getBoundingClientRect().top <= offsetPx + 1) current = id
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
