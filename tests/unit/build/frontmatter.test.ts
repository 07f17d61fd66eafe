import { assertValidFrontmatter, findFrontmatterProblems } from "../../../src/build/frontmatter"

describe("frontmatter validation", () => {
  const valid = { title: "std::vector::at", description: "Truy cập phần tử.", header: "<vector>", since: "C++98" }

  it("accepts a complete reference frontmatter", () => {
    expect(findFrontmatterProblems(valid)).toEqual([])
  })

  it("names each bad or missing field", () => {
    const problems = findFrontmatterProblems({ title: "", since: "C++21", colour: "red", hide_from_sidebar: "yes" })
    expect(problems.map((p) => p.field).sort()).toEqual(["colour", "description", "hide_from_sidebar", "since", "title"])
  })

  it("throws with the file path and the field", () => {
    expect(() => assertValidFrontmatter({ title: "x" }, "content/a.mdx")).toThrow(/content\/a\.mdx[\s\S]*description/)
    expect(() => assertValidFrontmatter(null, "content/b.mdx")).toThrow("content/b.mdx")
  })
})
