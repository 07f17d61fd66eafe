import type { Element, ElementContent } from "hast"
import {
  availabilityAttributes,
  badgeAttributes,
  standardBadges,
  type Availability,
} from "../../lib/standards"
import { STANDARD_BADGE_CLASS } from "../../lib/articleClasses"
import { parseMarkText } from "./overloadMarks"

export interface MarkProblem {
  line: number
  message: string
}

/** Properties and nodes typed so that both hast's Element and the code highlighter's nodes accept them. */
type MarkProperties = Record<string, string | string[]>
interface BadgeNode {
  type: "element"
  tagName: "span"
  properties: MarkProperties
  children: Array<{ type: "text"; value: string }>
}

/** `data-std-missing="11 14"` → the hast property `dataStdMissing`. */
const hastProperties = (attributes: Record<string, string>): MarkProperties =>
  Object.fromEntries(
    Object.entries(attributes).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  )

/** The badges of an availability as hast spans: text, so screen readers read them too. */
export function badgeNodes(availability: Availability): BadgeNode[] {
  return standardBadges(availability).map((badge) => ({
    type: "element",
    tagName: "span",
    properties: {
      className: [STANDARD_BADGE_CLASS, `${STANDARD_BADGE_CLASS}--${badge.kind}`],
      ...hastProperties(badgeAttributes(badge)),
    },
    children: [{ type: "text", value: badge.text }],
  }))
}

/** What an element with a known availability gets: dimming attributes, and badges when it carries the mark. */
export function standardMarkProperties(
  availability: Availability,
  withBadges: boolean,
): { properties: MarkProperties; badges: BadgeNode[] } {
  return {
    properties: hastProperties(availabilityAttributes(availability)),
    badges: withBadges ? badgeNodes(availability) : [],
  }
}

const cellText = (node: ElementContent): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map(cellText).join("") : ""

const childElements = (node: Element, tagName: string): Element[] =>
  node.children.filter(
    (child): child is Element => child.type === "element" && child.tagName === tagName,
  )

/** The column headed "từ" (since) in member tables; an empty cell there means C++98 (CONTENT_GUIDE). */
export const SINCE_COLUMN = "từ"

/**
 * Marks the rows of a table that has a "từ" column: the cell is a version mark as in a signature block
 * ("C++17", "C++98, bị bỏ từ C++20"; docs/AUTHORING.md), so each row is dimmed for the standards that lack it,
 * and its first cell gets the badges ("từ C++17", "bị bỏ từ C++20"). A cell that is not a mark is left alone.
 */
export function markTableRows(table: Element): void {
  const head = childElements(table, "thead")[0]
  const headRow = head && childElements(head, "tr")[0]
  if (!headRow) return
  const column = childElements(headRow, "th").findIndex(
    (cell) => cellText(cell).trim() === SINCE_COLUMN,
  )
  if (column < 0) return
  for (const body of childElements(table, "tbody"))
    for (const row of childElements(body, "tr")) {
      const cells = childElements(row, "td")
      const mark = parseMarkText((cells[column] ? cellText(cells[column]) : "").trim() || "C++98")
      if (typeof mark === "string" || cells.length === 0) continue
      const marks = standardMarkProperties(mark, true)
      row.properties = { ...row.properties, ...marks.properties }
      cells[0].children.push(...marks.badges)
    }
}

/** Any hast node, including the MDX ones a hast tree can hold. */
interface HastNode {
  type: string
  properties?: { className?: unknown }
  children?: HastNode[]
}

/** Whether the rendered article shows any version badge (then the page offers the standard selector). */
export function hasStandardBadge(node: HastNode): boolean {
  const classes = node.type === "element" ? node.properties?.className : undefined
  if (Array.isArray(classes) && classes.includes(STANDARD_BADGE_CLASS)) return true
  return node.children?.some((child) => hasStandardBadge(child)) ?? false
}
