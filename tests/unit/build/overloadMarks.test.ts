import { overloadMarks, parseMarkText } from "../../../src/build/mdx/overloadMarks"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"

describe("parseMarkText", () => {
  it("reads the standard, one lifecycle clause and leaves the note", () => {
    expect(parseMarkText("C++11")).toEqual({ since: "C++11" })
    expect(parseMarkText("C++11; constexpr từ C++20")).toEqual({ since: "C++11" })
    expect(parseMarkText("C++11 đến C++14: không trả về gì")).toEqual({
      since: "C++11",
      until: "C++14",
    })
    expect(parseMarkText("C++98, bị bỏ từ C++20 (xem dưới)")).toEqual({
      since: "C++98",
      removedIn: "C++20",
      until: "C++17",
    })
    expect(parseMarkText("C++20, lỗi thời từ C++20, bị bỏ từ C++26")).toEqual({
      since: "C++20",
      deprecatedIn: "C++20",
      removedIn: "C++26",
      until: "C++23",
    })
  })

  it("rejects words before the standard, unknown standards and impossible orders", () => {
    expect(parseMarkText("hàm tự do, C++11")).toMatch(/phải bắt đầu bằng chuẩn/)
    expect(parseMarkText("C++11 di chuyển")).toMatch(/phải bắt đầu bằng chuẩn/)
    expect(parseMarkText("C++21")).toMatch(/phải bắt đầu bằng chuẩn/)
    expect(parseMarkText("C++17 đến C++11")).toMatch(/phải sau C\+\+17/)
    expect(parseMarkText("C++17, bị bỏ từ C++17")).toMatch(/phải sau C\+\+17/)
  })

  it("refuses a deprecation or removal written as a free note, which the selector would not read", () => {
    expect(parseMarkText("C++98; lỗi thời C++14, bỏ C++17")).toMatch(/bộ chọn chuẩn đọc được/)
    expect(parseMarkText("C++98: bị bỏ từ C++17")).toMatch(/bộ chọn chuẩn đọc được/)
    expect(parseMarkText("C++11; constexpr từ C++20, thay cho bản đã bỏ")).toEqual({
      since: "C++11",
    })
  })
})

describe("overloadMarks", () => {
  it("gives each line of a signature block the mark above it, up to the next blank line", () => {
    const block = [
      "// Tệp tiêu đề <map>",
      "",
      "// (1) C++98",
      "size_type erase(const Key& key);",
      "",
      "// (2) C++23",
      "template<class K>",
      "size_type erase(K&& x);",
    ].join("\n")
    const marks = overloadMarks(block)
    expect(marks.problems).toEqual([])
    expect(marks.lines.map((line) => line?.since)).toEqual([
      undefined,
      undefined,
      "C++98",
      "C++98",
      undefined,
      "C++23",
      "C++23",
      "C++23",
    ])
    expect([...marks.markLines]).toEqual([2, 5])
  })

  it("reads a mark at the end of a declaration, covering the lines of that declaration above it", () => {
    const block = [
      "namespace std {",
      "    template<class T, class Allocator = allocator<T>>",
      "    class vector;                  // (1) C++98",
      "    template<class T>",
      "    using pmr_vector = vector<T>;  // (2) C++17",
      "}",
    ].join("\n")
    const marks = overloadMarks(block)
    expect(marks.problems).toEqual([])
    expect(marks.lines.map((line) => line?.since)).toEqual([
      undefined,
      "C++98",
      "C++98",
      "C++17",
      "C++17",
      undefined,
    ])
  })

  it("lets a group mark cover numbered members and reports declarations without a mark", () => {
    const group = "// (2)-(3) C++98, bị bỏ từ C++20\nbool a();  // (2)\nbool b();  // (3)"
    expect(overloadMarks(group).lines.every((line) => line?.removedIn === "C++20")).toBe(true)
    const unmarked = overloadMarks("// (1) C++11\nvoid f();\n\nvoid g();\nvoid h();")
    expect(unmarked.problems.map((problem) => problem.line)).toEqual([4, 5])
  })

  it("lets a single unmarked declaration take the page's version", () => {
    const marks = overloadMarks("bool empty() const noexcept;", { since: "C++11" })
    expect(marks.problems).toEqual([])
    expect(marks.lines[0]).toEqual({ since: "C++11" })
    expect(overloadMarks("void f();").problems).toEqual([])
    expect(overloadMarks("void f();\nvoid g();", { since: "C++11" }).problems).toHaveLength(2)
  })
})

describe("a signature block on a page", () => {
  const page = (decl: string) =>
    [
      "---",
      "title: T",
      "description: Mô tả đủ dài cho một trang thử nghiệm.",
      "since: C++11",
      "---",
      "",
      "## Khai báo",
      "",
      "```cpp decl",
      decl,
      "```",
      "",
    ].join("\n")

  it("renders the marks for the standard selector", () => {
    const { html, hasStandardBadges } = parseContentPage(
      page("// (1) C++17\nvoid f();"),
      "content/t.mdx",
      "/t",
    )
    expect(hasStandardBadges).toBe(true)
    expect(html).toContain('data-std-missing="11 14"')
    expect(html).toContain(
      '<span class="std-badge std-badge--newer" data-std-shown-for="11 14">từ C++17</span>',
    )
  })

  it("fails naming the file and the line of a bad mark", () => {
    expect(() =>
      parseContentPage(page("// (1) hàm tự do, C++11\nvoid f();"), "content/t.mdx", "/t"),
    ).toThrow(/content\/t\.mdx:10:1: dấu phiên bản phải bắt đầu bằng chuẩn/)
  })
})

describe("a page without version marks", () => {
  it("has no badge, so it offers no standard selector", () => {
    const source =
      "---\ntitle: T\ndescription: Mô tả đủ dài cho một trang thử nghiệm.\n---\n\nVăn bản.\n"
    expect(parseContentPage(source, "content/t.mdx", "/t").hasStandardBadges).toBe(false)
  })
})

describe("a member table with a 'từ' column", () => {
  it("dims each row for the standards before its version and badges its first cell", () => {
    const source = [
      "---",
      "title: T",
      "description: Mô tả đủ dài cho một trang thử nghiệm.",
      "---",
      "",
      "| hàm | từ | công dụng |",
      "|---|---|---|",
      "| `at` | | truy cập có kiểm tra |",
      "| `contains` | C++20 | kiểm tra khóa |",
      "| `operator!=` | C++98, bị bỏ từ C++20 | so sánh khác |",
      "| `ghi chú` | xem dưới | không phải dấu phiên bản |",
      "",
    ].join("\n")
    const { html, hasStandardBadges } = parseContentPage(source, "content/t.mdx", "/t")
    expect(hasStandardBadges).toBe(true)
    const rows = html.split("<tr").slice(2)
    expect(rows[0]).not.toContain("data-std-missing")
    expect(rows[1]).toContain('data-std-missing="11 14 17"')
    expect(rows[1]).toContain('data-std-shown-for="11 14 17">từ C++20</span></td>')
    // The cell is a full version mark, as in a signature block: a removal dims the row after it.
    expect(rows[2]).toContain('data-std-missing="20 23"')
    expect(rows[2]).toContain('data-std-shown-for="20 23">bị bỏ từ C++20</span></td>')
    expect(rows[3]).not.toContain("data-std-missing")
    expect(rows[3]).not.toContain("std-badge")
  })
})
