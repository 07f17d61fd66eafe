import {
  availabilityAttributes,
  missingFor,
  pageAvailability,
  pageStandardMarks,
  standardBadges,
} from "../../../src/lib/standards"

describe("standard marks of a declaration", () => {
  it("dims a C++17 overload for C++11 and C++14 and says 'từ C++17' there only", () => {
    expect(missingFor({ since: "C++17" })).toEqual(["11", "14"])
    expect(standardBadges({ since: "C++17" })).toEqual([
      { kind: "newer", text: "từ C++17", shownFor: ["11", "14"] },
    ])
    expect(availabilityAttributes({ since: "C++17" })).toEqual({ "data-std-missing": "11 14" })
  })

  it("leaves what every selectable standard has unmarked", () => {
    expect(standardBadges({ since: "C++98" })).toEqual([])
    expect(availabilityAttributes({ since: "C++11" })).toEqual({})
  })

  it("marks a removal for the standards after it, in the author's words", () => {
    const removed = { since: "C++98", until: "C++17", removedIn: "C++20" } as const
    expect(missingFor(removed)).toEqual(["20", "23"])
    expect(standardBadges(removed)).toEqual([
      { kind: "gone", text: "bị bỏ từ C++20", shownFor: ["20", "23"] },
    ])
    expect(standardBadges({ since: "C++11", until: "C++14" })).toEqual([
      { kind: "gone", text: "chỉ đến C++14", shownFor: ["17", "20", "23"] },
    ])
  })

  it("marks a deprecation only while the declaration still exists", () => {
    const badges = standardBadges({
      since: "C++20",
      deprecatedIn: "C++20",
      until: "C++23",
      removedIn: "C++26",
    })
    expect(badges.find((badge) => badge.kind === "deprecated")?.shownFor).toEqual(["20", "23"])
    expect(badges.find((badge) => badge.kind === "newer")?.shownFor).toEqual(["11", "14", "17"])
  })
})

describe("pageAvailability", () => {
  it("reads since, deprecated and removed from the frontmatter", () => {
    expect(pageAvailability({ since: "C++17" })).toEqual({ since: "C++17" })
    expect(pageAvailability({ since: "C++98", removed: "C++17", deprecated: "C++11" })).toEqual({
      since: "C++98",
      until: "C++14",
      removedIn: "C++17",
      deprecatedIn: "C++11",
    })
    expect(pageAvailability({})).toBeUndefined()
    expect(pageAvailability({ since: "C++21" })).toBeUndefined()
  })
})

describe("pageStandardMarks", () => {
  it("gives the page header its marks as attribute values, computed at build time", () => {
    expect(pageStandardMarks({ since: "C++17", deprecated: "C++20", removed: "C++26" })).toEqual({
      missing: "11 14",
      newer: "11 14",
      gone: null,
      deprecated: "20 23",
    })
    expect(pageStandardMarks({ since: "C++98", removed: "C++17" })).toEqual({
      missing: "17 20 23",
      newer: null,
      gone: "17 20 23",
      deprecated: null,
    })
  })

  it("has nothing to say about a page without since", () => {
    expect(pageStandardMarks({ deprecated: "C++20" })).toBeNull()
  })
})
