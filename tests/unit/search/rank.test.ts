import { buildSnippet, markMatches } from "../../../src/search/snippet"
import { hitHref } from "../../../src/search/hitLink"

describe("hit links", () => {
  it("builds hit links with _highlight terms and the section hash", () => {
    expect(hitHref({ route: "/algorithms/", headingId: "sap-xep" }, "sắp xếp")).toBe(
      "/algorithms/?_highlight=s%E1%BA%AFp&_highlight=x%E1%BA%BFp#sap-xep",
    )
  })

  it("percent-encodes a route that holds [ ] (operator[] pages)", () => {
    expect(hitHref({ route: "/containers/map/operator[]", headingId: "" }, "map")).toBe(
      "/containers/map/operator%5B%5D?_highlight=map",
    )
  })
})

describe("snippets", () => {
  it("cuts long text around the first match with ellipses and marks matches without diacritics", () => {
    const text = `${"mở đầu ".repeat(40)}Hàm sắp xếp này ổn định ${"kết thúc ".repeat(40)}`
    const parts = buildSnippet(text, ["sap", "xep"], 80)
    expect(parts[0]).toEqual({ text: "…", match: false })
    expect(parts[parts.length - 1]).toEqual({ text: "…", match: false })
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["sắp", "xếp"])
    expect(parts.map((p) => p.text).join("").length).toBeLessThanOrEqual(84)
  })

  it("treats regex metacharacters and markup as plain text", () => {
    const parts = markMatches("a <b>(.*)</b> c", ["(.*)", "<b>"])
    expect(parts.filter((p) => p.match).map((p) => p.text)).toEqual(["<b>", "(.*)"])
  })

  it("keeps offsets right with emoji and Đ", () => {
    const parts = markMatches("😀 Đường đi", ["duong"])
    expect(parts).toEqual([
      { text: "😀 ", match: false },
      { text: "Đường", match: true },
      { text: " đi", match: false },
    ])
  })
})
