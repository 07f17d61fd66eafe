import { oneEditCorrections, withinOneEdit } from "../../../src/search/typos"

describe("one-edit typo tolerance", () => {
  it.each([
    ["unordred_map", "unordered_map"],
    ["pusback", "pushback"],
    ["lenght", "length"],
    ["getlinee", "getline"],
    ["lower_bund", "lower_bound"],
    ["capactiy", "capacity"],
    ["reseve", "reserve"],
    ["sorx", "sort"],
  ])("%s is one edit from %s", (typed, term) => {
    expect(withinOneEdit(typed, term)).toBe(true)
    expect(withinOneEdit(term, typed)).toBe(true)
  })

  it.each([
    ["vector", "vector"],
    ["lenght", "lengthy"],
    ["abcdef", "badcfe"],
    ["insert", "inverts"],
  ])("%s is not one edit from %s", (typed, term) => {
    expect(withinOneEdit(typed, term)).toBe(false)
  })

  it("only corrects identifier-like words of five letters or more", () => {
    const vocabulary = ["sort", "substr", "length", "đường"]
    expect(oneEditCorrections("sotr", vocabulary)).toEqual([])
    expect(oneEditCorrections("subsrt", vocabulary)).toEqual(["substr"])
    expect(oneEditCorrections("đườn", vocabulary)).toEqual([])
  })
})
