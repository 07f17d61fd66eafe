import type React from "react"

/** The input's ARIA combobox state, owned by the suggestion list once it has loaded. */
export interface ComboboxState {
  expanded: boolean
  activeId: string | undefined
}

/**
 * The suggestion list's handler of a key pressed in the box: "open" and "handled" mean the key was used (the
 * first also opens the list), "unhandled" leaves the key to the box.
 */
export type SuggestionKeys = (
  event: React.KeyboardEvent<HTMLInputElement>,
) => "open" | "handled" | "unhandled"
