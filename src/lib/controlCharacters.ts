// Every C0 control character but tab and newline, and DEL.
// eslint-disable-next-line no-control-regex -- matching control characters is the point here
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b-\u001f\u007f]/g

export function hasControlCharacters(text: string): boolean {
  return text.search(CONTROL_CHARACTERS) !== -1
}

/** Control characters as a page shows them: a NUL as \0, others as \xHH (an escape sequence as \x1b[1m). */
export function escapeControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, (ch) =>
    ch === "\u0000" ? "\\0" : `\\x${ch.charCodeAt(0).toString(16).padStart(2, "0")}`,
  )
}
