export type ColorModeChoice = "light" | "dark" | "system"
export type Theme = "light" | "dark"

export const COLOR_MODE_STORAGE_KEY = "theme"
/** Attribute on <html> holding the choice (light, dark or system): the toggle's icon is picked by CSS from it. */
export const COLOR_MODE_ATTRIBUTE = "data-color-mode"

/** docs/BEHAVIOUR.md §3: with the system preference respected, light -> dark -> system -> light; otherwise a light/dark toggle. */
export function nextColorModeChoice(
  current: ColorModeChoice,
  respectPrefersColorScheme: boolean,
): ColorModeChoice {
  if (!respectPrefersColorScheme) return current === "dark" ? "light" : "dark"
  if (current === "light") return "dark"
  if (current === "dark") return "system"
  return "light"
}

export function resolveTheme(choice: ColorModeChoice, systemPrefersDark: boolean): Theme {
  if (choice === "system") return systemPrefersDark ? "dark" : "light"
  return choice
}

export function parseColorModeChoice(value: string | null | undefined): ColorModeChoice | null {
  return value === "light" || value === "dark" || value === "system" ? value : null
}
