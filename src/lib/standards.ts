/**
 * C++ standard versions and the reader's chosen standard (the standard selector). The build turns each
 * overload's version mark into data attributes listing the selectable standards in which it is missing or
 * deprecated; a static stylesheet (src/styles/standards.css) matches them against `<html data-std>`, so changing
 * the standard re-renders nothing.
 */
export const STANDARDS = [
  "C++98",
  "C++03",
  "C++11",
  "C++14",
  "C++17",
  "C++20",
  "C++23",
  "C++26",
] as const
export type Standard = (typeof STANDARDS)[number]

/** What the selector offers, oldest first. */
export const SELECTABLE_STANDARDS: readonly Standard[] = [
  "C++11",
  "C++14",
  "C++17",
  "C++20",
  "C++23",
]
export const DEFAULT_STANDARD: Standard = "C++20"
export const STANDARD_STORAGE_KEY = "cppStandard"
/** Attribute on <html> holding the chosen standard's two digits. */
export const STANDARD_ATTRIBUTE = "data-std"

export function isStandard(text: unknown): text is Standard {
  return typeof text === "string" && (STANDARDS as readonly string[]).includes(text)
}

export function isSelectableStandard(text: unknown): text is Standard {
  return isStandard(text) && SELECTABLE_STANDARDS.includes(text)
}

/** Negative when `a` is older than `b`. */
export function compareStandards(a: Standard, b: Standard): number {
  return STANDARDS.indexOf(a) - STANDARDS.indexOf(b)
}

/** "C++17" → "17", the value of `<html data-std>` and of the attribute lists. */
export const standardDigits = (standard: Standard): string => standard.slice(3)

/** The standard before `standard` (the last one that still has what `standard` removes). */
export function previousStandard(standard: Standard): Standard {
  const index = STANDARDS.indexOf(standard)
  if (index <= 0) throw new Error(`${standard} has no previous standard`)
  return STANDARDS[index - 1]
}

/** When a declaration or a page exists: `since` up to `until` included; deprecated from `deprecatedIn`. */
export interface Availability {
  since: Standard
  /** The last standard that has it (a "đến C++14" mark, or the standard before a removal). */
  until?: Standard
  /** Set when the author wrote "bị bỏ từ": the badge then names the removal. */
  removedIn?: Standard
  deprecatedIn?: Standard
}

export type StandardBadgeKind = "newer" | "gone" | "deprecated"

export interface StandardBadge {
  kind: StandardBadgeKind
  /** Shown as text, so screen readers read the mark too. */
  text: string
  /** Digits of the selectable standards for which the badge shows. */
  shownFor: string[]
}

const digitsWhere = (keep: (standard: Standard) => boolean): string[] =>
  SELECTABLE_STANDARDS.filter(keep).map(standardDigits)

/** The badges an availability earns, each with the standards it shows for; empty lists are left out. */
export function standardBadges(availability: Availability): StandardBadge[] {
  const { since, until, removedIn, deprecatedIn } = availability
  const badges: StandardBadge[] = [
    {
      kind: "newer",
      text: `từ ${since}`,
      shownFor: digitsWhere((standard) => compareStandards(standard, since) < 0),
    },
  ]
  if (until)
    badges.push({
      kind: "gone",
      text: removedIn ? `bị bỏ từ ${removedIn}` : `chỉ đến ${until}`,
      shownFor: digitsWhere((standard) => compareStandards(standard, until) > 0),
    })
  if (deprecatedIn)
    badges.push({
      kind: "deprecated",
      text: `lỗi thời từ ${deprecatedIn}`,
      shownFor: digitsWhere(
        (standard) =>
          compareStandards(standard, deprecatedIn) >= 0 &&
          (!until || compareStandards(standard, until) <= 0),
      ),
    })
  return badges.filter((badge) => badge.shownFor.length > 0)
}

/** The selectable standards in which the declaration does not exist: the element is dimmed for them. */
export function missingFor(availability: Availability): string[] {
  const { since, until } = availability
  return digitsWhere(
    (standard) =>
      compareStandards(standard, since) < 0 || (!!until && compareStandards(standard, until) > 0),
  )
}

/** Data attributes of an element whose availability is known: `data-std-missing="11 14"`. */
export function availabilityAttributes(availability: Availability): Record<string, string> {
  const missing = missingFor(availability)
  return missing.length > 0 ? { "data-std-missing": missing.join(" ") } : {}
}

/** `data-std-shown-for` on a badge, as the stylesheet expects. */
export const badgeAttributes = (badge: StandardBadge): Record<string, string> => ({
  "data-std-shown-for": badge.shownFor.join(" "),
})

/** A page's availability from its frontmatter (`since`, `deprecated`, `removed`); none without `since`. */
export function pageAvailability(fields: {
  since?: unknown
  deprecated?: unknown
  removed?: unknown
}): Availability | undefined {
  if (!isStandard(fields.since)) return undefined
  const availability: Availability = { since: fields.since }
  if (isStandard(fields.deprecated)) availability.deprecatedIn = fields.deprecated
  if (isStandard(fields.removed) && compareStandards(fields.removed, fields.since) > 0) {
    availability.removedIn = fields.removed
    availability.until = previousStandard(fields.removed)
  }
  return availability
}

/**
 * What a page's header shows of its availability, computed once at build time (a field of its Doc node) so the
 * browser needs none of the rules above: the selectable standards without the page (`data-std-missing`) and, for
 * each badge it earns, those the badge shows for (`data-std-shown-for`); digits separated by spaces, null when none.
 */
export interface PageStandardMarks {
  missing: string | null
  newer: string | null
  gone: string | null
  deprecated: string | null
}

export function pageStandardMarks(fields: {
  since?: unknown
  deprecated?: unknown
  removed?: unknown
}): PageStandardMarks | null {
  const availability = pageAvailability(fields)
  if (!availability) return null
  const badges = standardBadges(availability)
  const shownFor = (kind: StandardBadgeKind) =>
    badges.find((badge) => badge.kind === kind)?.shownFor.join(" ") ?? null
  return {
    missing: missingFor(availability).join(" ") || null,
    newer: shownFor("newer"),
    gone: shownFor("gone"),
    deprecated: shownFor("deprecated"),
  }
}
