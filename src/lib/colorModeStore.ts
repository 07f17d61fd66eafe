import { COLOR_MODE_STORAGE_KEY, parseColorModeChoice, type ColorModeChoice } from "./colorMode"
import { readStorage, writeStorage } from "./storage"

/**
 * The reader's colour-mode choice as an external store (for useSyncExternalStore): read from localStorage, changed
 * by this tab's toggle or by another tab (the `storage` event). When storage is refused, the choice lives in
 * memory for this page's life.
 */
const listeners = new Set<() => void>()
let inMemory: ColorModeChoice = "system"

export function readColorModeChoice(): ColorModeChoice {
  return parseColorModeChoice(readStorage(COLOR_MODE_STORAGE_KEY)) ?? inMemory
}

export function writeColorModeChoice(choice: ColorModeChoice): void {
  inMemory = choice
  writeStorage(COLOR_MODE_STORAGE_KEY, choice)
  for (const listener of listeners) listener()
}

export function subscribeColorModeChoice(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === COLOR_MODE_STORAGE_KEY || event.key === null) listener()
  }
  listeners.add(listener)
  window.addEventListener("storage", onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener("storage", onStorage)
  }
}
