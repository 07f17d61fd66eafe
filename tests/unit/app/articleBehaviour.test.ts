import { act, fireEvent, screen } from "@testing-library/react"
import { installArticleBehaviour } from "../../../src/app/articleBehaviour"
import { codeTextOf } from "../../../src/app/codeText"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import { mdxPage } from "../../support/mdxPage"

const page = parseContentPage(
  mdxPage(
    [
      "Xem [at](/containers/vector/at) và [cppreference](https://en.cppreference.com/).",
      "",
      "## Ví dụ",
      "",
      '```cpp run title="at.cpp"',
      "int main() {",
      "}",
      "```",
      "",
      "```text output",
      "42",
      "```",
    ].join("\n"),
  ),
  "content/t.mdx",
  "/t",
)

describe("article behaviour on build-time HTML", () => {
  const prefetch = jest.fn()
  beforeAll(() => installArticleBehaviour(document, prefetch))
  beforeEach(() => {
    document.body.innerHTML = page.html
  })

  it("copies a code block's text line by line and says so", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    expect(screen.getByText("at.cpp")).toBeInTheDocument()
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sao chép mã" }))
    })
    expect(writeText).toHaveBeenCalledWith("int main() {\n}")
    expect(screen.getByRole("button", { name: "Sao chép mã" })).toHaveTextContent("Đã sao chép")
  })

  it("leaves the standard badges of a signature block out of the copied code", () => {
    const { html } = parseContentPage(
      mdxPage(["```cpp decl", "// (1) C++17", "void f();", "```"].join("\n")),
      "content/t.mdx",
      "/t",
    )
    document.body.innerHTML = html
    expect(document.querySelector(".std-badge")?.textContent).toBe("từ C++17")
    expect(codeTextOf(document.querySelector("pre")!)).toBe("// (1) C++17\nvoid f();")
  })

  it("gives output blocks their own label and no copy button", () => {
    expect(screen.getByText("Kết quả")).toBeInTheDocument()
    expect(screen.getAllByRole("button", { name: "Sao chép mã" })).toHaveLength(1)
    const variants = Array.from(document.querySelectorAll("[data-code-variant]"), (el) =>
      el.getAttribute("data-code-variant"),
    )
    expect(variants).toEqual(["run", "output"])
  })

  it("copies a heading's URL from its # anchor", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    await act(async () => {
      fireEvent.click(screen.getByRole("link", { name: "Liên kết trực tiếp tới mục “Ví dụ”" }))
    })
    expect(writeText).toHaveBeenCalledWith(
      `${window.location.origin}${window.location.pathname}#vi-du`,
    )
    expect(screen.getByRole("status")).toHaveTextContent("Đã sao chép liên kết")
  })

  it("prefetches an internal article link on hover, never an external one", () => {
    document.body.innerHTML = `<div class="markdown">${page.html}</div>`
    fireEvent.mouseOver(screen.getByRole("link", { name: "cppreference" }))
    expect(prefetch).not.toHaveBeenCalled()
    fireEvent.mouseOver(screen.getByRole("link", { name: "at" }))
    expect(prefetch).toHaveBeenCalledWith("/containers/vector/at")
    expect(screen.getByRole("link", { name: "cppreference" })).toHaveAttribute(
      "rel",
      "noopener noreferrer",
    )
  })
})
