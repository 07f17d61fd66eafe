import { lintPage, parsePage, type SiteIndex } from "../../../src/build/content/lint"
import { pageKindOf } from "../../../src/build/content/pageKind"

const REFERENCE = `---
title: std::vector::at
sidebar_label: at
description: Truy cập phần tử có kiểm tra chỉ số.
header: <vector>
since: C++98
---

Hàm \`at\` trả về tham chiếu tới phần tử ở vị trí \`pos\`, có kiểm tra giới hạn.

## Khai báo

\`\`\`cpp decl
reference at(size_type pos);
\`\`\`

## Giá trị trả về

Tham chiếu tới phần tử.

## Độ phức tạp

Hằng số.

## Ngoại lệ

Ném \`std::out_of_range\` khi chỉ số vượt quá kích thước.

## Ví dụ

\`\`\`cpp run
int main() {}
\`\`\`

\`\`\`text output
\`\`\`

## Ghi chú

Đừng nhầm với \`operator[]\`, hàm này không kiểm tra chỉ số.

## Xem thêm

- [Trang vector](/containers/vector/#khi-nao-nen-dung)
`

function site(extra: Array<[string, string[]]> = []): SiteIndex {
  return {
    pages: new Map<string, Set<string>>([
      ["/containers/vector/", new Set(["khi-nao-nen-dung"])],
      ...extra.map(([r, ids]) => [r, new Set(ids)] as [string, Set<string>]),
    ]),
    requiredTitles: new Map([["/containers/vector/at", "std::vector::at"]]),
  }
}

describe("content lint", () => {
  it("classifies pages by route", () => {
    expect(pageKindOf("/algorithms/sort")).toBe("reference")
    expect(pageKindOf("/containers/vector/")).toBe("container-index")
    expect(pageKindOf("/strings/basic_string/string/substr")).toBe("reference")
    expect(pageKindOf("/protech/compiler/g++")).toBe("guide")
    expect(pageKindOf("/algorithms/")).toBe("section-index")
  })

  it("passes a complete reference page", () => {
    expect(lintPage(parsePage("/containers/vector/at", REFERENCE), site())).toEqual([])
  })

  it("reports missing sections, wrong order and a wrong title", () => {
    const source = REFERENCE.replace("## Ghi chú", "## Ghi chu")
      .replace("title: std::vector::at", "title: vector at")
      .replace(
        "## Độ phức tạp\n\nHằng số.\n\n## Ngoại lệ",
        "## Ngoại lệ\n\nKhông.\n\n## Độ phức tạp",
      )
    const messages = lintPage(parsePage("/containers/vector/at", source), site()).map(
      (p) => p.message,
    )
    expect(messages).toContainEqual(expect.stringContaining('thiếu mục "## Ghi chú"'))
    expect(messages).toContainEqual(expect.stringContaining("sai thứ tự"))
    expect(messages).toContainEqual(expect.stringContaining('title phải là "std::vector::at"'))
  })

  it("reports broken links and anchors with their line", () => {
    const source = REFERENCE.replace("#khi-nao-nen-dung", "#khong-co").concat(
      "- [sort](/algorithms/sort)\n",
    )
    const problems = lintPage(parsePage("/containers/vector/at", source), site())
    const lines = source.split("\n")
    for (const problem of problems) expect(lines[problem.line - 1]).toMatch(/\]\(\//)
    expect(problems.map((p) => p.message)).toEqual([
      expect.stringContaining("#khong-co"),
      expect.stringContaining("/algorithms/sort"),
    ])
  })

  it("requires flags on cpp blocks, an output after run blocks and Vietnamese diacritics", () => {
    const source = REFERENCE.replace("```cpp decl", "```cpp").replace("```text output\n```", "")
    const messages = lintPage(parsePage("/containers/vector/at", source), site()).map(
      (p) => p.message,
    )
    expect(messages).toContainEqual(expect.stringContaining("phải có một cờ"))
    expect(messages).toContainEqual(expect.stringContaining("thiếu khối ```text output"))
    const ascii = `---\ntitle: Guide\ndescription: x\n---\n\nThis page is written in English only and TODO later.\n`
    const guide = lintPage(parsePage("/vscode/configfiles", ascii), site()).map((p) => p.message)
    expect(guide).toContainEqual(expect.stringContaining("thiếu dấu tiếng Việt"))
    expect(guide).toContainEqual(expect.stringContaining("TODO"))
  })

  /** Lints the reference page with one sentence added before its first section. */
  function lintWithSentence(sentence: string) {
    const source = REFERENCE.replace("## Khai báo", `${sentence}\n\n## Khai báo`)
    const line = source.split("\n").indexOf(sentence) + 1
    return { line, problems: lintPage(parsePage("/containers/vector/at", source), site()) }
  }

  it.each([
    [
      "pages still being written",
      "Tên có liên kết là trang đã viết xong; các tên còn lại đang được biên soạn.",
      "còn đang được viết",
    ],
    [
      "the authors' own source reading",
      "libstdc++ (GCC 12, đã đọc mã nguồn) giữ nguyên dung lượng.",
      "việc của người viết",
    ],
    ["the authors' own runs", "Đã thử với g++ 12: chương trình in 3.", "việc của người viết"],
    ["the authors' own try", "Ở lần thử với GCC 12, nó in 24.", "việc của người viết"],
    [
      "the authors' source reading in parentheses",
      "MSVC STL ném `std::length_error` (đọc mã nguồn).",
      "việc của người viết",
    ],
    [
      "the libraries the authors checked",
      "Ở hai thư viện đã kiểm tra: GCC 12 ném.",
      "việc của người viết",
    ],
  ])("rejects a sentence about %s", (_kind, sentence, message) => {
    const { line, problems } = lintWithSentence(sentence)
    expect(problems).toContainEqual({ line, message: expect.stringContaining(message) })
  })

  it("accepts the unchanged page", () => {
    expect(lintPage(parsePage("/containers/vector/at", REFERENCE), site())).toEqual([])
  })

  it.each([
    ["why a fragment has no output", "Đoạn sau dừng bất thường nên không được chạy ở đây."],
    ["the reader of the code", "Người đọc mã hiểu ngay ý bạn khi thấy `empty()`."],
    // A flag's meaning ("reads the source as UTF-8"), not how the authors found something out.
    ["a flag's meaning", "Cờ `/source-charset:utf-8` (đọc mã nguồn là UTF-8) đi kèm."],
  ])("accepts a sentence about %s", (_kind, sentence) => {
    expect(lintWithSentence(sentence).problems).toEqual([])
  })

  it("requires an index to link the pages under it", () => {
    const index = `---\ntitle: std::vector\ndescription: Mảng động.\n---\n\nMảng động có thể thay đổi kích thước, lưu phần tử liền kề nhau.\n`
    const messages = lintPage(
      parsePage("/containers/vector/", index),
      site([["/containers/vector/at", []]]),
    ).map((p) => p.message)
    expect(messages).toContainEqual(expect.stringContaining("/containers/vector/at"))
  })
})
