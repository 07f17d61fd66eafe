import type { SearchDocument } from "../../../src/search/documents"
import type { SearchRequest } from "../../../src/search/searcher"
import { searcherFor, shardedIndexFor } from "../../support/searchFixture"

type Row = [url: string, title: string, section: string, text: string]

/** Documents numbered 1..n as src/search/documents.ts makes them; the text is both indexed and stored. */
function documents(rows: Row[]): SearchDocument[] {
  return rows.map(([route, pageTitle, sectionHeading, text], index) => ({
    id: index + 1,
    route,
    headingId: sectionHeading === "" ? "" : sectionHeading.toLowerCase().replace(/\s+/g, "-"),
    pageTitle,
    sectionHeading,
    crumbs: "",
    text,
    snippetSource: text,
  }))
}

async function search(rows: Row[], query: string, request: SearchRequest = { limit: 8 }) {
  const { searcher } = await searcherFor(shardedIndexFor(documents(rows)))
  return searcher.search(query, request)
}
const urls = (hits: Array<{ route: string }>) => hits.map((hit) => hit.route)

const BASIC: Row[] = [
  ["/algorithms/", "Thư viện <algorithm>", "Sắp xếp", "std::sort sắp xếp cả khoảng"],
  ["/algorithms/sort", "std::sort", "", "Sắp xếp các phần tử trong khoảng."],
  ["/containers/vector/at", "std::vector::at", "", "Truy cập phần tử có kiểm tra chỉ số."],
  ["/containers/vector/", "std::vector", "", "Mảng động: phần tử nằm liền nhau."],
  ["/containers/vector/", "std::vector", "Ví dụ", "Gọi at() để đọc phần tử."],
  [
    "/containers/vector/push_back",
    "std::vector::push_back",
    "",
    "Thêm một phần tử vào cuối vector.",
  ],
  ["/strings/basic_string/string/substr", "std::string::substr", "", "Trả về chuỗi con; sap xep."],
  ["/strings/basic_string/string/length", "std::string::length", "", "Số ký tự của chuỗi."],
  ["/containers/stack/", "std::stack", "", "Bộ chứa LIFO: phần tử vào sau ra trước."],
  ["/protech/concepts/keywords", "Từ khóa", "stack", "Bộ nhớ stack và heap; ngăn xếp lời gọi hàm."],
]

describe("search over the sharded index", () => {
  it("puts title and symbol matches above text matches", async () => {
    expect(urls(await search(BASIC, "vector at"))[0]).toBe("/containers/vector/at")
    expect(urls(await search(BASIC, "sort"))[0]).toBe("/algorithms/sort")
  })

  it("ranks matches with the typed diacritics above folded ones", async () => {
    const found = urls(await search(BASIC, "sắp xếp"))
    expect(found.indexOf("/algorithms/sort")).toBeLessThan(
      found.indexOf("/strings/basic_string/string/substr"),
    )
    expect(urls(await search(BASIC, "sap xep"))).toContain("/algorithms/sort")
  })

  it("puts a type's index page first when the query is the type's name", async () => {
    expect(urls(await search(BASIC, "vector"))[0]).toBe("/containers/vector/")
    expect(urls(await search(BASIC, "std::vector"))[0]).toBe("/containers/vector/")
    expect(urls(await search(BASIC, "stdvector"))[0]).toBe("/containers/vector/")
  })

  it("finds identifiers typed without separators and with one typo, below exact matches", async () => {
    expect(urls(await search(BASIC, "pushback"))[0]).toBe("/containers/vector/push_back")
    expect(urls(await search(BASIC, "pusback"))[0]).toBe("/containers/vector/push_back")
    expect(urls(await search(BASIC, "lenght"))[0]).toBe("/strings/basic_string/string/length")
    const exact = await search(BASIC, "length")
    const typo = await search(BASIC, "lenght")
    expect(typo[0].score).toBeLessThan(exact[0].score)
  })

  it("sends a concept name to the page that defines it, not to pages that mention it", async () => {
    expect(urls(await search(BASIC, "ngăn xếp"))[0]).toBe("/containers/stack/")
    expect(urls(await search(BASIC, "ngan xep"))[0]).toBe("/containers/stack/")
  })

  it("gives one suggestion per page, the best section, when asked", async () => {
    const all = await search(BASIC, "vector phần tử", { limit: 8 })
    expect(urls(all).filter((u) => u === "/containers/vector/")).toHaveLength(2)
    const grouped = await search(BASIC, "vector phần tử", { limit: 8, onePerPage: true })
    expect(new Set(urls(grouped)).size).toBe(grouped.length)
  })

  it("limits hits, filters by ctx and returns nothing for an empty or hostile query", async () => {
    expect(await search(BASIC, "phần tử", { limit: 2 })).toHaveLength(2)
    const scoped = await search(BASIC, "phần tử", { limit: 8, ctx: "/containers/" })
    expect(scoped.length).toBeGreaterThan(0)
    expect(scoped.every((hit) => hit.route.startsWith("/containers/"))).toBe(true)
    expect(await search(BASIC, "   ")).toEqual([])
    expect(await search(BASIC, "(.*+?^${}()|[]\\")).toEqual([])
    await expect(search(BASIC, "x ".repeat(10_000))).resolves.toEqual(expect.any(Array))
  })

  it("returns the section id and a marked snippet with each hit", async () => {
    const [hit] = await search(BASIC, "đọc", { limit: 1 })
    expect(hit).toMatchObject({ route: "/containers/vector/", headingId: "ví-dụ" })
    expect(hit.snippet.filter((part) => part.match).map((part) => part.text)).toContain("đọc")
  })

  it("fetches the manifest (with its table) once, then only the shards a query needs, each once", async () => {
    const rows: Row[] = Array.from({ length: 300 }, (_, i) => [
      `/page/${i}`,
      `Trang ${i}`,
      "",
      `từ${i} chung văn bản thứ ${i}`,
    ])
    const sharded = shardedIndexFor(documents(rows), { terms: 300, store: 300 })
    expect(sharded.manifest.terms.first.length).toBeGreaterThan(10)
    expect(sharded.manifest.stores.first.length).toBeGreaterThan(10)
    const { searcher, loaded } = await searcherFor(sharded)
    expect(loaded).toEqual(["manifest.json"])
    const hits = await searcher.search("từ42", { limit: 1 })
    expect(hits[0].route).toBe("/page/42")
    const afterFirst = loaded.length
    expect(afterFirst - 1).toBeLessThan(6)
    await searcher.search("từ42", { limit: 1 })
    expect(loaded).toHaveLength(afterFirst)
    expect(new Set(loaded).size).toBe(loaded.length)
  })
})
