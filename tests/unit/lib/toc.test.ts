import { tocHeadings } from "../../../src/lib/toc"

describe("tocHeadings", () => {
  it("keeps h2 and h3 only, in order", () => {
    const toc = {
      items: [
        { url: "#khai-bao", title: "Khai báo" },
        {
          url: "#vi-du",
          title: "Ví dụ",
          items: [{ url: "#dau-vao", title: "Đầu vào", items: [{ url: "#h4", title: "Sâu" }] }],
        },
      ],
    }
    expect(tocHeadings(toc)).toEqual([
      { id: "khai-bao", title: "Khai báo", level: 2 },
      { id: "vi-du", title: "Ví dụ", level: 2 },
      { id: "dau-vao", title: "Đầu vào", level: 3 },
    ])
    expect(tocHeadings(null)).toEqual([])
  })
})
