import { documentsForPage } from "../../../src/search/documents"
import { searchRecordsFromQuery } from "../../../src/search/buildIndex"
import { createIndex } from "../../../src/search/engine"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import { mdxPage } from "../../support/mdxPage"

const sectionsOf = (body: string) => parseContentPage(mdxPage(body), "content/t.mdx", "/t").sections

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
      {
        route: "/containers/vector/at",
        title: "std::vector::at",
        label: "at",
        description: "Truy cập có kiểm tra.",
        sections: sectionsOf(body),
      },
      [],
      1,
    )
    expect(docs.map((d) => [d.headingId, d.sectionHeading])).toEqual([
      ["", ""],
      ["khai-bao", "Khai báo"],
      ["do-phuc-tap", "Độ phức tạp"],
      ["ghi-chu-phu", "Ghi chú phụ"],
    ])
    expect(docs[1].text).toContain("at")
    expect(docs[2].text).toBe("Hằng số. Xem vector.")
    expect(docs.map((d) => d.id)).toEqual([1, 2, 3, 4])
  })

  it("reads text without code blocks, comments, link targets or Markdown marks", () => {
    const [intro] = sectionsOf("**Đậm** `x` {/* c */} [l](/u)\n\n```cpp norun\nint x;\n```")
    expect(intro.text).toBe("Đậm x l")
  })

  it("finds pages through an index built and imported with the shared options", async () => {
    const documents = searchRecordsFromQuery({
      data: {
        allDoc: {
          nodes: [
            {
              route: "/algorithms/sort",
              frontmatter: {
                title: "std::sort",
                description: "Sắp xếp phạm vi.",
                sidebar_label: "sort",
                sidebar_position: null,
                hide_from_sidebar: null,
              },
              sections: sectionsOf("Sắp xếp.\n\n## Độ phức tạp\n\nO(N·log N)."),
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
      {
        route: "/a",
        title: "A",
        label: "A",
        description: "Mô tả.",
        sections: sectionsOf("Mở đầu.\n\n## Ví dụ\n\nChạy.\n\n## Xem thêm\n\n- [B](/b)\n"),
      },
      [],
      1,
    )
    expect(docs.map((d) => d.sectionHeading)).toEqual(["", "Ví dụ"])
  })
})
