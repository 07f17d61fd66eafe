/** @jest-environment jsdom */
import { tryUrlFor } from "../../../src/app/tryLinks"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import {
  COMPILER_EXPLORER_HOME,
  COMPILER_EXPLORER_OPTIONS,
  compilerExplorerUrl,
  type CompilerExplorerState,
} from "../../../src/lib/compilerExplorer"
import { mdxPage } from "../../support/mdxPage"

/** What Compiler Explorer does with the URL: base64 of the JSON state after /clientstate/. */
function decode(url: string): CompilerExplorerState {
  const match = /^https:\/\/godbolt\.org\/clientstate\/(.+)$/.exec(url)
  if (!match) throw new Error(`not a Compiler Explorer state URL: ${url}`)
  return JSON.parse(
    Buffer.from(decodeURIComponent(match[1]), "base64").toString("utf8"),
  ) as CompilerExplorerState
}

describe('"Chạy thử" on Compiler Explorer', () => {
  const program = [
    "#include <iostream>",
    "#include <string>",
    "int main() {",
    "    std::string tên;",
    '    std::getline(std::cin, tên); // đọc "cả dòng" & <in>',
    '    std::cout << "Chào " << tên << "\\n";',
    "}",
  ].join("\n")
  const source = mdxPage(
    [
      "## Ví dụ",
      "",
      "```cpp run",
      program,
      "```",
      "",
      "```text stdin",
      "Lan Anh",
      "```",
      "",
      "```text output",
      "Chào Lan Anh",
      "```",
      "",
      "```cpp norun",
      "int x = 1;",
      "```",
      "",
      "```cpp norun",
      "#include <vector>",
      "int main() { std::vector<int> v; return v[1]; }",
      "```",
    ].join("\n"),
  )
  const page = parseContentPage(source, "content/x.mdx", "/x")
  document.body.innerHTML = `<div class="markdown">${page.html}</div>`
  const links = Array.from(document.querySelectorAll<HTMLAnchorElement>("a.code-block__try"))
  const urlOf = (link: Element) => tryUrlFor(link) ?? ""

  it("puts a link on the runnable example and on a whole norun program, none on a fragment", () => {
    expect(links).toHaveLength(2)
    expect(decode(urlOf(links[1])).sessions[0].source).toContain("return v[1];")
    expect(decode(urlOf(links[1])).sessions[0].executors[0].stdin).toBe("")
    expect(links[0].target).toBe("_blank")
    expect(links[0].rel).toBe("noopener noreferrer")
  })

  it("leaves the code out of the page: the link opens an empty editor until the browser fills it", () => {
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      COMPILER_EXPLORER_HOME,
      COMPILER_EXPLORER_HOME,
    ])
    expect(page.html).not.toContain("clientstate")
  })

  it("decodes back to the page's exact code and its standard input, run with GCC and C++20", () => {
    const state = decode(urlOf(links[0]))
    const [session] = state.sessions
    expect(session.language).toBe("c++")
    expect(session.source).toBe(program)
    const [executor] = session.executors
    expect(executor.stdin).toBe("Lan Anh\n")
    expect(executor.stdinVisible).toBe(true)
    expect(executor.compiler.options).toBe(COMPILER_EXPLORER_OPTIONS)
    expect(executor.compiler.id).toMatch(/^g\d+$/)
  })

  it("round-trips any source, Vietnamese and URL-special characters included", () => {
    const code = "int main() { /* + / = ? # % & đ ư */ return 0; }"
    const state = decode(compilerExplorerUrl(code))
    expect(state.sessions[0].source).toBe(code)
    expect(state.sessions[0].executors[0].stdinVisible).toBe(false)
  })
})
