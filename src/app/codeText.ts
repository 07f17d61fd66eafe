import { STANDARD_BADGE_CLASS } from "../lib/articleClasses"

/** A line's code, without the standard badges the build appends to version marks. */
const lineCode = (line: Element): string =>
  Array.from(line.childNodes, (node) =>
    node instanceof Element && node.classList.contains(STANDARD_BADGE_CLASS)
      ? ""
      : (node.textContent ?? ""),
  ).join("")

/** The code of a highlighted block, one line per `.code-line` span. */
export function codeTextOf(pre: Element): string {
  const lines = pre.querySelectorAll(".code-line")
  if (lines.length === 0) return pre.textContent ?? ""
  return Array.from(lines, lineCode).join("\n")
}
