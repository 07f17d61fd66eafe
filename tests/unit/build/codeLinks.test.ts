/** @jest-environment node */
import { findCodeLinks, symbolRoutesFrom } from "../../../src/build/mdx/codeLinks"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import { mdxPage } from "../../support/mdxPage"

const symbols = symbolRoutesFrom([
  { path: "/containers/vector/", title: "std::vector" },
  { path: "/containers/vector/push_back", title: "std::vector::push_back" },
  { path: "/containers/vector/at", title: "std::vector::at" },
  { path: "/containers/map/", title: "std::map" },
  { path: "/algorithms/sort", title: "std::sort" },
  { path: "/strings/basic_string/string/", title: "std::string" },
  { path: "/strings/basic_string/string/substr", title: "std::string::substr" },
  { path: "/strings/basic_string/string/npos", title: "std::string::npos" },
  { path: "/containers/vector/operator[]", title: "std::vector::operator[]" },
])

const linked = (code: string, options = {}) =>
  findCodeLinks(code, symbols, options).map((link) => [code.slice(link.start, link.end), link.href])

describe("identifiers in code link to their page", () => {
  it("links documented qualified names, the longest documented prefix only", () => {
    expect(linked("std::sort(v.begin(), v.end()); std::cout << std::string::npos;")).toEqual([
      ["std::sort", "/algorithms/sort"],
      ["std::string::npos", "/strings/basic_string/string/npos"],
    ])
    expect(linked("std::map<int, int>::iterator it;")).toEqual([["std::map", "/containers/map/"]])
  })

  it("links a member called on a variable declared in the block with a documented type", () => {
    const code = [
      "std::vector<std::pair<int, int>> v{{1, 2}};",
      "v.push_back({3, 4});",
      "int n = v.at(0).first;",
      "void f(const std::string& s) { auto t = s.substr(1); }",
    ].join("\n")
    expect(linked(code)).toEqual([
      ["std::vector", "/containers/vector/"],
      ["push_back", "/containers/vector/push_back"],
      ["at", "/containers/vector/at"],
      ["std::string", "/strings/basic_string/string/"],
      ["substr", "/strings/basic_string/string/substr"],
    ])
  })

  it("never guesses: no link for a name declared with two types, an unknown member or a member of another object", () => {
    const code = [
      "std::vector<int> a;",
      "std::string a;",
      "a.size();",
      "std::vector<int> b;",
      "b.size(); b.frobnicate(); x.b.push_back(1); obj->b.at(0);",
    ].join("\n")
    expect(linked(code).map(([text]) => text)).toEqual([
      "std::vector",
      "std::string",
      "std::vector",
    ])
  })

  it("skips comments and strings, and the page's own name", () => {
    const code = 'std::sort(a, b); // std::sort again\nputs("std::sort");'
    const comment = code.indexOf("//")
    expect(linked(code, { skip: (start: number) => start >= comment })).toEqual([
      ["std::sort", "/algorithms/sort"],
    ])
    expect(linked(code, { self: "/algorithms/sort" })).toEqual([])
  })

  it("renders the links in the page's HTML without changing the code's text", () => {
    const source = mdxPage(
      [
        "## Ví dụ",
        "",
        "```cpp norun",
        "#include <vector>",
        "std::vector<int> v; // std::vector trong chú thích",
        "v.push_back(1);",
        "```",
      ].join("\n"),
    )
    const page = parseContentPage(
      source,
      "content/containers/vector/at.mdx",
      "/containers/vector/at",
    )
    const anchors = [...page.html.matchAll(/<a href="([^"]+)" class="code-link">(.*?)<\/a>/g)]
    expect(anchors.map((match) => match[1])).toEqual([
      "/containers/vector/",
      "/containers/vector/push_back",
    ])
    const text = page.html.replace(/<[^>]+>/g, "")
    expect(text).toContain("std::vector&#x3C;int> v; // std::vector trong chú thích")
  })
})
