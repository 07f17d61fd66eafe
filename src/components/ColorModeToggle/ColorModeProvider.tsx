import React, { useEffect, useSyncExternalStore } from "react"
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

const serverChoice = (): ColorModeChoice => "system"
const DARK_QUERY = "(prefers-color-scheme: dark)"

const cycle = () =>
  writeColorModeChoice(nextColorModeChoice(readColorModeChoice(), RESPECT_PREFERS_COLOR_SCHEME))

/**
 * The reader's colour mode, read from its store by each component that shows it. Not a React context: a context
 * change reaches every part of the page, and a part still waiting to hydrate (src/components/HydrateLater) would
 * have to be thrown away and rendered again (React error 421).
 */
export function useColorMode(): ColorModeValue {
  // Server rendering and hydration use "system" and a light OS; React re-renders with the stored choice and the
  // real OS preference right after hydration.
  const choice = useSyncExternalStore(subscribeColorModeChoice, readColorModeChoice, serverChoice)
  const systemDark = useMediaQuery(DARK_QUERY, false)
  return { choice, theme: resolveTheme(choice, systemDark), cycle }
}

/** Keeps `<html data-theme data-color-mode>` in step with the reader's choice and the OS; children pass unchanged. */
export function ColorModeProvider({ children }: { children: React.ReactNode }) {
  const { choice, theme } = useColorMode()
  // Writes the live values, not this render's: the first render after hydration still holds the server's
  // ("system", light), and writing those would give a dark reader a light frame.
  useEffect(() => {
    const liveChoice = readColorModeChoice()
    const liveTheme = resolveTheme(liveChoice, window.matchMedia(DARK_QUERY).matches)
    document.documentElement.setAttribute("data-theme", liveTheme)
    document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, liveChoice)
  }, [theme, choice])
  return <>{children}</>
}
