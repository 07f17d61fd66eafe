import { clientSidePath, installClientSideLinks } from "../../../src/app/clientSideLinks"

/** Where the reader is: jsdom's own location (http://localhost/). */
const here = window.location

function clickOn(html: string, init: MouseEventInit = {}): MouseEvent {
  document.body.innerHTML = html
  const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0, ...init })
  Object.defineProperty(event, "target", { value: document.querySelector("[data-click]") })
  return event
}

describe("clientSidePath", () => {
  it("navigates a plain click on a site link, keeping query and fragment", () => {
    const event = clickOn(
      '<a href="/containers/vector/at?_highlight=at#vi-du"><code data-click>at</code></a>',
    )
    expect(clientSidePath(event, here)).toBe("/containers/vector/at?_highlight=at#vi-du")
  })

  it("resolves a relative link against the current page", () => {
    window.history.pushState({}, "", "/containers/vector/")
    expect(clientSidePath(clickOn('<a data-click href="at">at</a>'), window.location)).toBe(
      "/containers/vector/at",
    )
    window.history.pushState({}, "", "/")
  })

  it.each([
    ["another site", '<a data-click href="https://en.cppreference.com/">x</a>', {}],
    ["a new tab", '<a data-click target="_blank" href="/algorithms/sort">x</a>', {}],
    ["a download", '<a data-click download href="/algorithms/sort">x</a>', {}],
    ["a file", '<a data-click href="/search-index/manifest.json">x</a>', {}],
    ["a fragment of this page", '<a data-click href="#vi-du">x</a>', {}],
    ["a modifier key", '<a data-click href="/algorithms/sort">x</a>', { ctrlKey: true }],
    ["the middle button", '<a data-click href="/algorithms/sort">x</a>', { button: 1 }],
    ["an anchor without href", "<a data-click>x</a>", {}],
    ["no link at all", "<span data-click>x</span>", {}],
  ])("leaves %s to the browser", (_, html, init) => {
    expect(clientSidePath(clickOn(html, init), here)).toBeNull()
  })

  it("leaves a click another handler took (React's <Link>)", () => {
    const event = clickOn('<a data-click href="/algorithms/sort">x</a>')
    event.preventDefault()
    expect(clientSidePath(event, here)).toBeNull()
  })

  it("catches an .html path like a page", () => {
    expect(clientSidePath(clickOn('<a data-click href="/old/page.html">x</a>'), here)).toBe(
      "/old/page.html",
    )
  })
})

describe("installClientSideLinks", () => {
  it("turns a plain click on an article link into navigate(path) instead of a page load", () => {
    const navigate = jest.fn()
    installClientSideLinks(document, navigate)
    document.body.innerHTML = '<div class="markdown"><a href="/algorithms/sort">sort</a></div>'
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    document.querySelector("a")!.dispatchEvent(event)
    expect(navigate).toHaveBeenCalledWith("/algorithms/sort")
    expect(event.defaultPrevented).toBe(true)
  })
})
