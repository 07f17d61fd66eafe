interface NetworkInformationLike {
  effectiveType?: string
  saveData?: boolean
}

/** SPEC §2/§9: no prefetch or preload on 2g / slow-2g connections or with Save-Data on. */
export function allowsPrefetch(connection: NetworkInformationLike | undefined | null): boolean {
  if (!connection) return true
  if (connection.saveData) return false
  return !(connection.effectiveType ?? "").includes("2g")
}
