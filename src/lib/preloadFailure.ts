/**
 * A route's code failing to preload (a stale deploy, a flaky network) is fixed by one full reload. The reloaded
 * path is remembered for the tab's session, so a chunk that keeps failing never causes a reload loop.
 */
export const RELOAD_MARK_KEY = "cppvn.reloadedAfterPreloadFailure"

export function isChunkLoadFailure(reason: unknown): boolean {
  if (!reason || typeof reason !== "object") return false
  const { name, message } = reason as { name?: unknown; message?: unknown }
  return (
    name === "ChunkLoadError" ||
    (typeof message === "string" && /Loading chunk [\w-]+ failed/.test(message))
  )
}

export function handlePreloadFailure(
  reason: unknown,
  path: string,
  session: Pick<Storage, "getItem" | "setItem"> | null,
  reload: () => void,
): "reloaded" | "ignored" | "already-reloaded" {
  if (!isChunkLoadFailure(reason)) return "ignored"
  console.warn("Không tải trước được mã của trang, tải lại trang.", reason)
  try {
    if (session?.getItem(RELOAD_MARK_KEY) === path) return "already-reloaded"
    session?.setItem(RELOAD_MARK_KEY, path)
  } catch {
    return "already-reloaded"
  }
  reload()
  return "reloaded"
}
