import { documentsForPage, plainText } from "../../../src/search/documents"
import { searchDocumentsFromQuery } from "../../../src/search/buildIndex"
import { createIndex } from "../../../src/search/engine"

const body = [
  "Hàm `at` trả về phần tử ở vị trí `pos`.",
  "",
  "## Khai báo",
  "",
  "```cpp decl",
  "reference at(size_type pos);",
  "```",
  "",
  "## Độ phức tạp",
  "",
  "Hằng số. Xem [vector](/containers/vector/).",
  "",
  "### Ghi chú phụ",
  "Chi tiết.",
].join("\n")

describe("search documents", () => {
  it("makes one document per page and per h2/h3 section with the heading ids", () => {
    const docs = documentsForPage(
      { route: "/containers/vector/at", title: "std::vector::at", label: "at", description: "Truy cập có kiểm tra.", body },
      [],
      1,
    )
    expect(docs.map((d) => [d.h, d.s])).toEqual([
      ["", ""],
      ["khai-bao", "Khai báo"],
      ["do-phuc-tap", "Độ phức tạp"],
      ["ghi-chu-phu", "Ghi chú phụ"],
    ])
    expect(docs[1].x).toContain("at")
    expect(docs[2].x).toBe("Hằng số. Xem vector.")
    expect(docs.map((d) => d.id)).toEqual([1, 2, 3, 4])
  })

  it("strips code, JSX and Markdown from the text", () => {
    expect(plainText("**Đậm** `x` <Tag a=1/> {/* c */} [l](/u)\n```cpp\nint x;\n```")).toBe("Đậm x l")
  })

  it("finds pages through an index built and imported with the shared options", async () => {
    const documents = searchDocumentsFromQuery({
      data: {
        allMdx: {
          nodes: [
            {
              fields: { route: "/algorithms/sort" },
              frontmatter: { title: "std::sort", description: "Sắp xếp phạm vi.", sidebar_label: "sort", sidebar_position: null, hide_from_sidebar: null },
              body: "Sắp xếp.\n\n## Độ phức tạp\n\nO(N·log N).",
            },
          ],
        },
      },
    })
    const built = createIndex()
    for (const d of documents) built.add(d.id, JSON.stringify({ t: d.t, s: d.s, x: d.x }))
    const loaded = createIndex()
    loaded.import(built.export())
    expect(await loaded.search("sap xep", { limit: 5 })).toContain(1)
    expect(await loaded.search("std::sort", { limit: 5 })).toContain(1)
  })
})

describe("sections left out of the index", () => {
  it("skips Xem thêm, which only lists other pages", () => {
    const docs = documentsForPage(
      { route: "/a", title: "A", label: "A", description: "Mô tả.", body: "Mở đầu.\n\n## Ví dụ\n\nChạy.\n\n## Xem thêm\n\n- [B](/b)\n" },
      [],
      1,
    )
    expect(docs.map((d) => d.s)).toEqual(["", "Ví dụ"])
  })
})
