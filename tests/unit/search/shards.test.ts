import {
  decodePostings,
  encodePostings,
  termShardFor,
  termShardsForPrefix,
  type SearchManifest,
} from "../../../src/search/shards"
import { postingsFromFlexExport } from "../../../src/build/search/shardSearchIndex"

const manifest = (first: string[]): SearchManifest => ({
  version: 4,
  documents: 0,
  table: { pages: [], headings: [], docs: [] },
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
})
