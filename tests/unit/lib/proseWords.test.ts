import { countProseWords } from "../../../src/lib/proseWords"

describe("countProseWords", () => {
  it("counts each Vietnamese syllable with its diacritics as one word", () => {
    expect(countProseWords("Hàm này trả về số phần tử.")).toBe(7)
  })
  it("does not split a word written with combining marks (NFD)", () => {
    expect(countProseWords("phần tử".normalize("NFD"))).toBe(2)
  })
  it("does not count punctuation or empty text", () => {
    expect(countProseWords(" — , . ; ")).toBe(0)
    expect(countProseWords("")).toBe(0)
  })
  it("keeps an apostrophe inside one word", () => {
    expect(countProseWords("don't stop")).toBe(2)
  })
})
