import { useEffect, useRef, useState } from "react"

/** The navbar hides while the reader scrolls down and comes back as soon as they scroll up. */
export function useHideableNavbar(navbarHeight: number): boolean {
  const [visible, setVisible] = useState(true)
  const lastY = useRef(0)
  useEffect(() => {
    const onScroll = () => {
      const y = window.scrollY
      if (y < navbarHeight) setVisible(true)
      else if (y > lastY.current + 2) setVisible(false)
      else if (y < lastY.current - 2) setVisible(true)
      lastY.current = y
    }
    window.addEventListener("scroll", onScroll, { passive: true })
    return () => window.removeEventListener("scroll", onScroll)
  }, [navbarHeight])
  return visible
}
