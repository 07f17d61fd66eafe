import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react"
import {
  COLOR_MODE_STORAGE_KEY,
  nextColorModeChoice,
  parseColorModeChoice,
  resolveTheme,
  type ColorModeChoice,
  type Theme,
} from "../../lib/colorMode"
import { readStorage, writeStorage } from "../../lib/storage"

/** docs/BEHAVIOUR.md §3: the system preference is respected, so "system" is a choice and the default. */
export const RESPECT_PREFERS_COLOR_SCHEME = true

interface ColorModeValue {
  choice: ColorModeChoice
  theme: Theme
  cycle: () => void
}

const ColorModeContext = createContext<ColorModeValue | null>(null)

const DARK_QUERY = "(prefers-color-scheme: dark)"

function systemPrefersDark(): boolean {
  return typeof window !== "undefined" && window.matchMedia?.(DARK_QUERY).matches === true
}

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // SSR and the first client render agree on "system"; the stored choice is read after hydration.
  const [choice, setChoice] = useState<ColorModeChoice>("system")
  const [systemDark, setSystemDark] = useState(false)

  useEffect(() => {
    setChoice(parseColorModeChoice(readStorage(COLOR_MODE_STORAGE_KEY)) ?? "system")
    setSystemDark(systemPrefersDark())
    const query = window.matchMedia?.(DARK_QUERY)
    if (!query) return
    const update = () => setSystemDark(query.matches)
    query.addEventListener("change", update)
    return () => query.removeEventListener("change", update)
  }, [])

  const theme = resolveTheme(choice, systemDark)

  useEffect(() => {
    document.documentElement.setAttribute("data-theme", theme)
  }, [theme])

  const cycle = useCallback(() => {
    setChoice((current) => {
      const next = nextColorModeChoice(current, RESPECT_PREFERS_COLOR_SCHEME)
      writeStorage(COLOR_MODE_STORAGE_KEY, next)
      return next
    })
  }, [])

  const value = useMemo(() => ({ choice, theme, cycle }), [choice, theme, cycle])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext)
  if (!value) throw new Error("useColorMode() phải được dùng bên trong <ColorModeProvider>")
  return value
}
