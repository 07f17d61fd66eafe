export interface NetworkInformationLike {
  effectiveType?: string
  saveData?: boolean
}

/** docs/BEHAVIOUR.md §2: no prefetch or preload on 2g / slow-2g connections or with Save-Data on. */
export function allowsPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? "").includes("2g")
}
