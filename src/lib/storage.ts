/**
 * The one door to localStorage (docs/BEHAVIOUR.md §7): when the browser refuses storage (private mode, quota,
 * disabled cookies) it warns once and every later call becomes a no-op, so the site keeps working.
 */
let warned = false
let disabled = false

function warnOnce(error: unknown): void {
  disabled = true
  if (warned) return
  warned = true
  console.warn("Không thể dùng localStorage; các thiết lập sẽ không được lưu lại.", error)
}

function storage(): Storage | null {
  if (disabled || typeof window === "undefined") return null
  try {
    return window.localStorage
  } catch (error) {
    warnOnce(error)
    return null
  }
}

export function readStorage(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch (error) {
    warnOnce(error)
    return null
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    storage()?.setItem(key, value)
  } catch (error) {
    warnOnce(error)
  }
}

export function removeStorage(key: string): void {
  try {
    storage()?.removeItem(key)
  } catch (error) {
    warnOnce(error)
  }
}

/** For tests: forget that storage failed before. */
export function resetStorageWrapperForTests(): void {
  warned = false
  disabled = false
}
