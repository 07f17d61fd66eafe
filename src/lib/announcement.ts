import { readStorage, writeStorage } from "./storage"

export const ANNOUNCEMENT_DISMISS_KEY = "announcement.dismiss"
export const ANNOUNCEMENT_ID_KEY = "announcement.id"

export function isAnnouncementDismissed(id: string): boolean {
  return readStorage(ANNOUNCEMENT_DISMISS_KEY) === "true" && readStorage(ANNOUNCEMENT_ID_KEY) === id
}

export function dismissAnnouncement(id: string): void {
  writeStorage(ANNOUNCEMENT_DISMISS_KEY, "true")
  writeStorage(ANNOUNCEMENT_ID_KEY, id)
}
