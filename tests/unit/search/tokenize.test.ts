import { queryWords, tokenize } from "../../../src/search/tokenize"

describe("search tokenizer", () => {
  it("folds case and diacritics but keeps the exact form too", () => {
    expect(tokenize("Sắp Xếp")).toEqual(expect.arrayContaining(["sắp", "sap", "xếp", "xep"]))
    expect(tokenize("Đường đi")).toEqual(expect.arrayContaining(["đường", "duong", "đi", "di"]))
  })

  it("keeps C++ identifiers whole and split", () => {
    expect(tokenize("std::vector::at")).toEqual(
      expect.arrayContaining(["std::vector::at", "std", "vector", "at"]),
    )
    expect(tokenize("push_back")).toEqual(expect.arrayContaining(["push_back", "push", "back"]))
    expect(tokenize("operator[]")).toEqual(expect.arrayContaining(["operator[]", "operator"]))
    expect(tokenize("operator+=")).toEqual(expect.arrayContaining(["operator+=", "operator"]))
  })

  it("also indexes identifiers without their separators", () => {
    expect(tokenize("push_back")).toContain("pushback")
    expect(tokenize("std::vector")).toContain("stdvector")
    expect(tokenize("std::string::find_first_of")).toEqual(
      expect.arrayContaining(["find_first_of", "findfirstof", "stdstringfindfirstof"]),
    )
    expect(tokenize("vector")).toEqual(["vector"])
  })

  it("drops stop words in both languages", () => {
    expect(tokenize("the size của vector và list")).toEqual(["size", "vector", "list"])
  })

  it("survives hostile input", () => {
    expect(tokenize("(.*+?^${}()|[]\\")).toEqual([])
    expect(tokenize("😀 sort 漢字 تست")).toEqual(expect.arrayContaining(["sort", "漢字", "تست"]))
    const long = "a".repeat(10_000) + " vector"
    expect(() => tokenize(long)).not.toThrow()
    expect(queryWords("x ".repeat(10_000)).length).toBeLessThanOrEqual(100)
  })
})
