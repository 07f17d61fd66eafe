import {
  assertValidFrontmatter,
  findFrontmatterProblems,
  frontmatterTypeDefs,
} from "../../../src/build/frontmatter"

describe("frontmatter validation", () => {
  const valid = {
    title: "std::vector::at",
    description: "Truy cập phần tử.",
    header: "<vector>",
    since: "C++98",
  }

  it("accepts a complete reference frontmatter", () => {
    expect(findFrontmatterProblems(valid)).toEqual([])
  })

  it("names each bad or missing field", () => {
    const problems = findFrontmatterProblems({
      title: "",
      since: "C++21",
      colour: "red",
      hide_from_sidebar: "yes",
    })
    expect(problems.map((p) => p.field).sort()).toEqual([
      "colour",
      "description",
      "hide_from_sidebar",
      "since",
      "title",
    ])
  })

  it("throws with the file path and the field", () => {
    expect(() => assertValidFrontmatter({ title: "x" }, "content/a.mdx")).toThrow(
      /content\/a\.mdx[\s\S]*description/,
    )
    expect(() => assertValidFrontmatter(null, "content/b.mdx")).toThrow("content/b.mdx")
  })

  it("gives GraphQL the same fields, required where validation requires them", () => {
    const fields = Object.fromEntries(
      [...frontmatterTypeDefs("DocFrontmatter").matchAll(/^\s+(\w+): (\w+!?)$/gm)].map((m) => [
        m[1],
        m[2],
      ]),
    )
    expect(fields).toEqual({
      title: "String!",
      description: "String!",
      sidebar_label: "String",
      sidebar_position: "Float",
      header: "String",
      since: "String",
      deprecated: "String",
      removed: "String",
      hide_from_sidebar: "Boolean",
    })
    const missing = findFrontmatterProblems({}).map((problem) => problem.field)
    expect(missing).toEqual(Object.keys(fields).filter((field) => fields[field]?.endsWith("!")))
  })
})

import { encodedContentPath } from "../../../src/lib/routes"

describe("content file names with special characters", () => {
  it("are percent-encoded so Gatsby's chunk names stay distinct", () => {
    expect(encodedContentPath("strings/basic_string/string/operator+=.mdx")).toBe(
      "strings/basic_string/string/operator%2B%3D.mdx",
    )
    expect(encodedContentPath("containers/vector/operator[].mdx")).toBe(
      "containers/vector/operator%5B%5D.mdx",
    )
    expect(encodedContentPath("algorithms/sort.mdx")).toBe("algorithms/sort.mdx")
    expect(encodedContentPath("protech/compiler/clang++.mdx")).toBe(
      "protech/compiler/clang%2B%2B.mdx",
    )
  })
})
