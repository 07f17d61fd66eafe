/** Reads the site's URL parameters (docs/BEHAVIOUR.md §8) safely (missing or malformed values become null / []). */
export function readParam(search: string, name: string): string | null {
  try {
    return new URLSearchParams(search).get(name)
  } catch {
    return null
  }
}

export function readAllParams(search: string, name: string): string[] {
  try {
    return new URLSearchParams(search).getAll(name).filter((value) => value.trim() !== "")
  } catch {
    return []
  }
}
