import { fireEvent, screen, waitFor } from "@testing-library/react"
import { installArticleBehaviour } from "../../../src/app/articleBehaviour"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import { mdxPage } from "../../support/mdxPage"

const page = parseContentPage(
  mdxPage(
    ['```cpp run title="main.cpp"', "int main() {}", "```", "", "```text output", "", "```"].join(
      "\n",
    ),
  ),
  "content/t.mdx",
  "/t",
)

// Its own file: the article's actions are loaded once per page, and these tests need a page where they are not.
describe('a "Chạy thử" link', () => {
  beforeAll(() => installArticleBehaviour(document, jest.fn()))
  beforeEach(() => {
    document.body.innerHTML = `<div class="markdown">${page.html}</div>`
  })

  it("clicked before anything loaded, opens the example on Compiler Explorer once its address is filled", async () => {
    const open = jest.spyOn(window, "open").mockReturnValue(null)
    const link = screen.getByRole("link", { name: "Chạy thử" })
    expect(link).toHaveAttribute("href", "https://godbolt.org/")
    const click = new MouseEvent("click", { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    // The browser must not open the empty address meanwhile.
    expect(click.defaultPrevented).toBe(true)
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1))
    const [url, target, features] = open.mock.calls[0]
    expect(String(url)).toMatch(/^https:\/\/godbolt\.org\/clientstate\//)
    expect(link).toHaveAttribute("href", String(url))
    expect(target).toBe("_blank")
    expect(features).toBe("noopener,noreferrer")
    open.mockRestore()
  })

  it("once the actions are in, gets its address on hover and opens as a plain link", async () => {
    const link = screen.getByRole("link", { name: "Chạy thử" })
    fireEvent.mouseOver(link)
    await waitFor(() => expect(link.getAttribute("href")).toMatch(/clientstate/))
    const click = new MouseEvent("click", { bubbles: true, cancelable: true })
    link.dispatchEvent(click)
    expect(click.defaultPrevented).toBe(false)
  })
})
