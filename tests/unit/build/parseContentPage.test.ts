/** @jest-environment node */
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import { mdxPage as page } from "../../support/mdxPage"
const parse = (source: string) => parseContentPage(source, "content/x.mdx", "/x")

describe("parseContentPage: one parse, everything derived from it", () => {
  const source = page(
    [
      "Mở đầu với [vector](/containers/vector/#khi-nao) và [ngoài](https://isocpp.org/).",
      "",
      "## Khai báo",
      "",
      "```cpp decl",
      "reference at(size_type pos);",
      "```",
      "",
      "## Ví dụ",
      "",
      '```cpp run title="a.cpp" {2}',
      "int main() {",
      "  return 0;",
      "}",
      "```",
      "",
      "```text output gcc-linux",
      "42",
      "```",
      "",
      "| a | b |",
      "|---|---|",
      "| `x` | y |",
      "",
      "{/* lint-omit: Tham số */}",
    ].join("\n"),
  )
  const parsed = parse(source)

  it("reads the frontmatter and where the body starts", () => {
    expect(parsed.frontmatter).toEqual({ title: "T", description: "Mô tả." })
    expect(parsed.bodyStartLine).toBe(5)
  })

  it("lists headings with ids and lines, code blocks with lines and flags, internal links with lines", () => {
    expect(parsed.headings).toEqual([
      { depth: 2, text: "Khai báo", id: "khai-bao", line: 8 },
      { depth: 2, text: "Ví dụ", id: "vi-du", line: 14 },
    ])
    expect(parsed.codeBlocks.map((b) => [b.lang, b.variant, b.line, b.endLine])).toEqual([
      ["cpp", "decl", 10, 12],
      ["cpp", "run", 16, 20],
      ["text", "output", 22, 24],
    ])
    expect(parsed.codeBlocks[2].flags).toContain("gcc-linux")
    expect(parsed.internalLinks).toEqual([{ href: "/containers/vector/#khi-nao", line: 6 }])
    expect(parsed.omittedSections).toEqual(["Tham số"])
  })

  it("renders the article with anchors, code headers, table wrappers, block sizes and safe external links", () => {
    expect(parsed.html).toContain(
      '<h2 id="khai-bao" class="heading">Khai báo<a href="#khai-bao" class="heading-anchor"',
    )
    expect(parsed.html).toContain('<span class="code-block__title">a.cpp</span>')
    expect(parsed.html).toContain("Kết quả (GCC/libstdc++, x86-64 Linux)")
    expect(parsed.html).toContain('<span class="code-line code-line--highlighted">')
    // Each block carries its size, from which the stylesheet reserves its height while it is skipped off screen.
    expect(parsed.html).toContain(
      '<div class="table-wrapper" style="--table-rows:2" tabindex="0" role="region" aria-label="Bảng: Ví dụ"><table>',
    )
    expect(parsed.html).toContain(
      '<div class="code-block code-block--run" data-code-variant="run" style="--code-lines:3">',
    )
    expect(parsed.html).toContain(
      'href="https://isocpp.org/" target="_blank" rel="noopener noreferrer"',
    )
    expect(parsed.html).not.toContain("lint-omit")
    // The fence's meta, once in the header and on the wrapper, is not repeated on <pre>.
    expect(parsed.html).toContain('<pre data-language="cpp" class="code-block__pre" tabindex="0">')
    expect(parsed.html).not.toMatch(/data-(variant|title|platform)=/)
  })

  it("names every table region after its section, numbered within a section, with no empty header cell", () => {
    const tables = parse(
      page(
        [
          "| | vector | list |",
          "|---|---|---|",
          "| chèn | O(n) | O(1) |",
          "",
          "## So sánh",
          "",
          "| a | b |",
          "|---|---|",
          "| 1 | 2 |",
          "",
          "| c | d |",
          "|---|---|",
          "| 3 | 4 |",
        ].join("\n"),
      ),
    ).html
    expect([...tables.matchAll(/role="region" aria-label="([^"]*)"/g)].map((m) => m[1])).toEqual([
      "Bảng",
      "Bảng: So sánh",
      "Bảng: So sánh (2)",
    ])
    expect(tables).not.toMatch(/<th[^>]*>\s*<\/th>/)
    expect(tables).toMatch(/<thead>\s*<tr>\s*<td><\/td>\s*<th>vector<\/th>/)
  })

  it("gives the search the sections' text and the declared symbols", () => {
    expect(parsed.sections.map((s) => [s.heading, s.id])).toEqual([
      ["", ""],
      ["Khai báo", "khai-bao"],
      ["Ví dụ", "vi-du"],
    ])
    expect(parsed.sections[0].text).toBe("Mở đầu với vector và ngoài.")
    expect(parsed.sections[1].symbols).toEqual(["at"])
  })
})

describe("parseContentPage: bad input fails with file and line", () => {
  it.each([
    [
      "an unknown component",
      page('Văn bản.\n\n<Canh loai="x" />'),
      "content/x.mdx:8:1: thành phần <Canh>",
    ],
    ["an import", page('import X from "./x"\n\nVăn bản.'), "content/x.mdx:6:1: import/export"],
    ["an expression", page("Giá trị {1 + 2} ở đây."), "content/x.mdx:6:1: biểu thức MDX {1 + 2}"],
    ["an MDX syntax error", page("Văn bản\n\n<div>"), "content/x.mdx:8:"],
    [
      "an unclosed fence",
      page("Văn bản\n\n```cpp run\nint main() {}"),
      "content/x.mdx:8:1: khối mã mở ở dòng 8",
    ],
    ["malformed YAML", page("Văn bản", "title: [T\ndescription: x"), "content/x.mdx:"],
    ["a missing frontmatter", "Chỉ có văn bản.\n", "content/x.mdx:1:1: thiếu frontmatter"],
  ])("refuses %s", (_name, source, message) => {
    expect(() => parse(source)).toThrow(message)
  })

  it("names the YAML line of a frontmatter error", () => {
    expect(() => parse(page("Văn bản", "title: T\ndescription: : x: y\n  bad: indent"))).toThrow(
      /content\/x\.mdx:[34]:/,
    )
  })

  it("allows the listed HTML elements and renders them", () => {
    expect(parse(page("Nhấn <kbd>Ctrl</kbd>+<kbd>K</kbd>.")).html).toContain("<kbd>Ctrl</kbd>")
  })
})
