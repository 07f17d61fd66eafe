import { runnableExamples } from "../../../src/build/content/codeBlocks"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import { outputsMatch } from "../../../src/build/content/exampleRunner"
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

  it("compares outputs ignoring only trailing whitespace", () => {
    expect(outputsMatch("a\nb", "a\nb\n")).toBe(true)
    expect(outputsMatch("a\nb", "a \nb\n")).toBe(false)
    expect(outputsMatch("1 2", "1 3\n")).toBe(false)
  })
})
