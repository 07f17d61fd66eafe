import {
  decodePostings,
  encodePostings,
  termShardFor,
  termShardsForPrefix,
  TableReader,
  type SearchManifest,
} from "../../../src/search/shards"
import { postingsFromFlexExport } from "../../../src/build/search/shardSearchIndex"
import type { SearchDocument } from "../../../src/search/documents"
import { shardedIndexFor } from "../../support/searchFixture"

/** Documents numbered 1..n: [route, page title, breadcrumbs, section heading]. */
const documents = (rows: Array<[string, string, string, string]>): SearchDocument[] =>
  rows.map(([route, pageTitle, crumbs, sectionHeading], index) => ({
    id: index + 1,
    route,
    headingId: sectionHeading.toLowerCase(),
    pageTitle,
    sectionHeading,
    crumbs,
    text: `${pageTitle} ${sectionHeading}`,
    snippetSource: sectionHeading,
  }))

const manifest = (first: string[]): SearchManifest => ({
  version: 5,
  documents: 0,
  table: { pages: [], crumbs: [], headings: [], docCounts: [], docHeadings: [] },
  terms: { kind: "terms", hash: "h", first },
  stores: { kind: "store", hash: "h", first: [0] },
})

describe("search shards", () => {
  it("round-trips postings through the delta encoding", () => {
    const postings = [
      { doc: 40, slot: 2 },
      { doc: 3, slot: 0 },
      { doc: 4, slot: 8 },
    ]
    expect(decodePostings(encodePostings(postings))).toEqual([
      { doc: 3, slot: 0 },
      { doc: 4, slot: 8 },
      { doc: 40, slot: 2 },
    ])
  })

  it("finds a term's shard by its folded form, so both spellings share one shard", () => {
    const m = manifest(["", "d", "s", "t"])
    expect(termShardFor(m, "sắp")).toBe(2)
    expect(termShardFor(m, "sap")).toBe(2)
    expect(termShardFor(m, "đường")).toBe(1)
    expect(termShardFor(m, "abc")).toBe(0)
    expect(termShardFor(m, "zzz")).toBe(3)
  })

  it("lists every shard a prefix's terms can be in", () => {
    const m = manifest(["", "sa", "sap", "sapz", "sb"])
    expect(termShardsForPrefix(m, "sap")).toEqual([2, 3])
    expect(termShardsForPrefix(m, "x")).toEqual([4])
  })

  it("reads FlexSearch 0.6's export and keeps a document's most relevant slot", () => {
    const exported = JSON.stringify([[{ sort: [1, 2] }, {}, { sort: [2, 3] }], {}, {}])
    expect(postingsFromFlexExport(exported).get("sort")).toEqual([
      { doc: 0, slot: 0 },
      { doc: 1, slot: 0 },
      { doc: 2, slot: 2 },
    ])
    expect(() => postingsFromFlexExport("{}")).toThrow(/FlexSearch/)
  })

  it("keeps each trail and heading once in the table and reads every document's row back", () => {
    const rows: Array<[string, string, string, string]> = [
      ["/containers/vector/at", "std::vector::at", "Container › vector", ""],
      ["/containers/vector/at", "std::vector::at", "Container › vector", "Ví dụ"],
      ["/containers/vector/size", "std::vector::size", "Container › vector", ""],
      ["/containers/vector/size", "std::vector::size", "Container › vector", "Ví dụ"],
      ["/algorithms/sort", "std::sort", "Thuật toán", "Độ phức tạp"],
    ]
    const { table } = shardedIndexFor(documents(rows)).manifest
    expect(table.crumbs).toEqual(["Container › vector", "Thuật toán"])
    expect(table.headings).toEqual(["", "Ví dụ", "Độ phức tạp"])
    expect(table.docCounts).toEqual([2, 2, 1])
    const reader = new TableReader(table)
    expect(reader.documents).toBe(5)
    rows.forEach(([url, title, crumbs, heading], doc) =>
      expect(reader.row(doc)).toMatchObject({ url, title, crumbs, heading }),
    )
  })

  it("refuses a page whose documents are not numbered consecutively, and a table that does not add up", () => {
    const rows: Array<[string, string, string, string]> = [
      ["/a", "A", "", ""],
      ["/b", "B", "", ""],
      ["/a", "A", "", "Ví dụ"],
    ]
    expect(() => shardedIndexFor(documents(rows))).toThrow(/số 3 \(\/a\) không liền/)
    const table = { pages: [], crumbs: [], headings: [""], docCounts: [], docHeadings: [0] }
    expect(() => new TableReader(table)).toThrow(/không khớp/)
  })
})
