import {
  buildSnippet,
  markMatches,
  rankCandidates,
  type StoredDocument,
} from "../../../src/search/rank"
import { hitHref } from "../../../src/search/hitLink"

const doc = (u: string, t: string, s: string, p: string, h = ""): StoredDocument => ({
  u,
  h,
  t,
  s,
  b: "",
  p,
})

const candidates: Array<[string, StoredDocument]> = [
  [
    "1",
    doc(
      "/algorithms/",
      "Thư viện <algorithm>",
      "Sắp xếp",
      "std::sort sắp xếp cả khoảng",
      "sap-xep",
    ),
  ],
  ["2", doc("/algorithms/sort", "std::sort", "", "Sắp xếp các phần tử trong khoảng.")],
  [
    "3",
    doc("/containers/vector/at", "std::vector::at", "", "Truy cập phần tử có kiểm tra chỉ số."),
  ],
  [
    "4",
    doc("/containers/vector/", "std::vector", "Ví dụ", "Gọi at() để truy cập phần tử.", "vi-du"),
  ],
  [
    "5",
    doc(
      "/strings/basic_string/string/substr",
      "std::string::substr",
      "",
      "Trả về chuỗi con; sap xep.",
    ),
  ],
]

describe("ranking", () => {
  it("puts title and symbol matches above body matches", () => {
    const hits = rankCandidates("vector at", candidates, { limit: 8 })
    expect(hits[0].u).toBe("/containers/vector/at")
    expect(rankCandidates("sort", candidates, { limit: 8 })[0].u).toBe("/algorithms/sort")
  })

  it("ranks matches with the typed diacritics above folded ones", () => {
    const hits = rankCandidates("sắp xếp", candidates, { limit: 8 })
    const exact = hits.findIndex((hit) => hit.u === "/algorithms/sort")
    const folded = hits.findIndex((hit) => hit.u === "/strings/basic_string/string/substr")
    expect(exact).toBeLessThan(folded)
  })

  it("ranks the symbol covering more of the query's concepts first", () => {
    const sorts: Array<[string, StoredDocument]> = [
      [
        "1",
        doc(
          "/containers/list/sort",
          "std::list::sort",
          "",
          "Sắp xếp ổn định các phần tử của danh sách.",
        ),
      ],
      ["2", doc("/algorithms/sort", "std::sort", "", "Sắp xếp không ổn định.")],
      [
        "3",
        doc(
          "/algorithms/stable_sort",
          "std::stable_sort",
          "",
          "Sắp xếp ổn định: giữ thứ tự phần tử tương đương.",
        ),
      ],
    ]
    expect(rankCandidates("sắp xếp ổn định", sorts, { limit: 8 })[0].u).toBe(
      "/algorithms/stable_sort",
    )
    expect(rankCandidates("sap xep on dinh", sorts, { limit: 8 })[0].u).toBe(
      "/algorithms/stable_sort",
    )
    expect(rankCandidates("sắp xếp", sorts, { limit: 8 })[0].u).not.toBe("/algorithms/stable_sort")
  })

  it("answers a concept phrase with the free algorithm before same-named members", () => {
    const counts: Array<[string, StoredDocument]> = [
      [
        "1",
        doc("/containers/set/count", "std::set::count", "", "Đếm số phần tử bằng một giá trị."),
      ],
      [
        "2",
        doc(
          "/utilities/bitset/count",
          "std::bitset::count",
          "",
          "Đếm số phần tử bằng một giá trị.",
        ),
      ],
      ["3", doc("/algorithms/count", "std::count", "", "Đếm số phần tử bằng một giá trị.")],
    ]
    expect(rankCandidates("đếm phần tử", counts, { limit: 8 })[0].u).toBe("/algorithms/count")
    expect(rankCandidates("set count", counts, { limit: 8 })[0].u).toBe("/containers/set/count")
  })

  it("limits hits, filters by ctx and returns nothing for an empty query", () => {
    expect(rankCandidates("phần tử", candidates, { limit: 2 })).toHaveLength(2)
    expect(
      rankCandidates("phần tử", candidates, { limit: 8, ctx: "/containers/" }).every((h) =>
        h.u.startsWith("/containers/"),
      ),
    ).toBe(true)
    expect(rankCandidates("   ", candidates, { limit: 8 })).toEqual([])
  })

  it("builds hit links with _highlight terms and the section hash", () => {
    expect(hitHref({ u: "/algorithms/", h: "sap-xep" }, "sắp xếp")).toBe(
      "/algorithms/?_highlight=s%E1%BA%AFp&_highlight=x%E1%BA%BFp#sap-xep",
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
