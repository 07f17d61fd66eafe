import { useCallback, useEffect, useState } from "react"
import { readStorage, writeStorage } from "../lib/storage"
import {
  DEFAULT_STANDARD,
  isSelectableStandard,
  STANDARD_ATTRIBUTE,
  STANDARD_STORAGE_KEY,
  standardDigits,
  type Standard,
} from "../lib/standards"

/**
 * The reader's C++ standard: stored in localStorage, applied as `<html data-std>` (the marks' stylesheet reads
 * it). The server renders the default; the stored choice is applied before first paint by noFlashScript and
 * read here after hydration, so the markup React hydrates always matches.
 */
export function useStandard(): [Standard, (standard: Standard) => void] {
  const [standard, setStandard] = useState<Standard>(DEFAULT_STANDARD)
  useEffect(() => {
    const stored = readStorage(STANDARD_STORAGE_KEY)
    if (isSelectableStandard(stored)) setStandard(stored)
  }, [])
  const choose = useCallback((next: Standard) => {
    setStandard(next)
    writeStorage(STANDARD_STORAGE_KEY, next)
    document.documentElement.setAttribute(STANDARD_ATTRIBUTE, standardDigits(next))
  }, [])
  return [standard, choose]
}
