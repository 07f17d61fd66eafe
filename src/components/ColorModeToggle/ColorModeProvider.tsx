import React, {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
} from "react"
import {
  COLOR_MODE_ATTRIBUTE,
  nextColorModeChoice,
  resolveTheme,
  type ColorModeChoice,
  type Theme,
} from "../../lib/colorMode"
import {
  readColorModeChoice,
  subscribeColorModeChoice,
  writeColorModeChoice,
} from "../../lib/colorModeStore"
import { useMediaQuery } from "../../hooks/useMediaQuery"

/** docs/BEHAVIOUR.md §3: the system preference is respected, so "system" is a choice and the default. */
export const RESPECT_PREFERS_COLOR_SCHEME = true

interface ColorModeValue {
  choice: ColorModeChoice
  theme: Theme
  cycle: () => void
}

const ColorModeContext = createContext<ColorModeValue | null>(null)

const serverChoice = (): ColorModeChoice => "system"
const DARK_QUERY = "(prefers-color-scheme: dark)"

export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  // Server rendering and hydration use "system" and a light OS; React re-renders with the stored choice and the
  // real OS preference right after hydration.
  const choice = useSyncExternalStore(subscribeColorModeChoice, readColorModeChoice, serverChoice)
  const systemDark = useMediaQuery(DARK_QUERY, false)
  const theme = resolveTheme(choice, systemDark)

  // Writes the live values, not this render's: the first render after hydration still holds the server's
  // ("system", light), and writing those would give a dark reader a light frame.
  useEffect(() => {
    const liveChoice = readColorModeChoice()
    const liveTheme = resolveTheme(liveChoice, window.matchMedia(DARK_QUERY).matches)
    document.documentElement.setAttribute("data-theme", liveTheme)
    document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, liveChoice)
  }, [theme, choice])

  const cycle = useCallback(() => {
    writeColorModeChoice(nextColorModeChoice(readColorModeChoice(), RESPECT_PREFERS_COLOR_SCHEME))
  }, [])

  const value = useMemo(() => ({ choice, theme, cycle }), [choice, theme, cycle])
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>
}

export function useColorMode(): ColorModeValue {
  const value = useContext(ColorModeContext)
  if (!value) throw new Error("useColorMode() phải được dùng bên trong <ColorModeProvider>")
  return value
}
