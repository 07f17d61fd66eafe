import { runnableExamples } from "../../../src/build/content/codeBlocks"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import { outputsMatch, visibleOutput } from "../../../src/build/content/exampleRunner"
import { parseCodeMeta } from "../../../src/build/mdx/codeMeta"

const FRONTMATTER_LINES = 4
const extractFencedBlocks = (body: string) =>
  parseContentPage(
    `---\ntitle: T\ndescription: D.\n---\n${body}`,
    "content/t.mdx",
    "/t",
  ).codeBlocks.map((block) => ({
    ...block,
    line: block.line - FRONTMATTER_LINES,
  }))

const page = [
  "Văn bản",
  "```cpp decl",
  "int f();",
  "```",
  "",
  '```cpp run title="a.cpp" {2}',
  "int main() {}",
  "```",
  "```text stdin",
  "5",
  "```",
  "```text output",
  "xin chào",
  "```",
  "```cpp run",
  "int main() {}",
  "```",
].join("\n")

describe("code blocks of a page", () => {
  it("finds fences with their lines and variants", () => {
    const blocks = extractFencedBlocks(page)
    expect(blocks.map((b) => [b.lang, b.variant, b.line])).toEqual([
      ["cpp", "decl", 2],
      ["cpp", "run", 6],
      ["text", "stdin", 9],
      ["text", "output", 12],
      ["cpp", "run", 15],
    ])
  })

  it("pairs run blocks with their stdin and output", () => {
    const examples = runnableExamples(extractFencedBlocks(page))
    expect(examples).toHaveLength(2)
    expect(examples[0]).toMatchObject({
      line: 6,
      stdin: "5\n",
      expected: { code: "xin chào", line: 12 },
    })
    expect(examples[1].expected).toBeNull()
  })

  it("reports an unclosed fence", () => {
    expect(() => extractFencedBlocks("```cpp run\nint main(){}\n")).toThrow(
      "content/t.mdx:5:1: khối mã mở ở dòng 5",
    )
  })

  it("parses fence meta", () => {
    const meta = parseCodeMeta('run title="vector at.cpp" {1,3-4}')
    expect(meta.variant).toBe("run")
    expect(meta.title).toBe("vector at.cpp")
    expect([...meta.highlightedLines]).toEqual([1, 3, 4])
    expect(parseCodeMeta(undefined).variant).toBe("plain")
  })

  it("compares outputs byte for byte, allowing only the final newline a block cannot show", () => {
    expect(outputsMatch("a\nb", "a\nb\n")).toBe(true)
    expect(outputsMatch("a\nb", "a\nb")).toBe(true)
    expect(outputsMatch("a\nb", "a \nb\n")).toBe(false)
    expect(outputsMatch("1 2", "1 2 \n")).toBe(false)
    expect(outputsMatch("a", "a\n\n")).toBe(false)
    expect(outputsMatch("1 2", "1 3\n")).toBe(false)
  })

  it("shows control characters a program prints as escapes", () => {
    expect(visibleOutput("a\u0000b\u001b[1m\tc\n")).toBe("a\\0b\\x1b[1m\tc\n")
    expect(outputsMatch("chuỗi: ab\\0cd", "chuỗi: ab\u0000cd\n")).toBe(true)
  })
})
