import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
import { navigate } from "gatsby"
import { hydrateOnApproach } from "../../../src/components/HydrateLater/onApproach"

const clicked = jest.fn()
function Pager({ label }: { label: string }) {
  return (
    <button type="button" onClick={() => clicked(label)}>
      {label}
    </button>
  )
}

/** IntersectionObserver, driven by the test: `approach()` says the observed element came near. */
let approach: () => void = () => undefined
beforeEach(() => {
  clicked.mockClear()
  jest.mocked(navigate).mockClear()
  approach = () => undefined
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      approach = () =>
        callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never)
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver
})

/** What the server wrote for a part: the frame and a completed Suspense boundary around `partHtml`, in the document. */
function serverHtml(partHtml: string): HTMLDivElement {
  const container = document.createElement("div")
  container.innerHTML = `<div class="frame"><!--$-->${partHtml}<!--/$--></div>`
  document.body.append(container)
  return container
}

describe("hydrateOnApproach", () => {
  it("keeps the server HTML without loading the code until the reader comes near, then hydrates it", async () => {
    const load = jest.fn(() => Promise.resolve({ default: Pager }))
    const LaterPager = hydrateOnApproach(load)
    const container = serverHtml('<button type="button">Trang sau</button>')
    const serverButton = container.querySelector("button")
    await act(async () => {
      hydrateRoot(container, <LaterPager label="Trang sau" />)
    })
    expect(load).not.toHaveBeenCalled()
    expect(screen.getByRole("button", { name: "Trang sau" })).toBe(serverButton)

    await act(async () => approach())
    expect(load).toHaveBeenCalledTimes(1)
    // Hydrated in place: the server's button, now with its handler.
    await waitFor(() => {
      screen.getByRole("button", { name: "Trang sau" }).click()
      expect(clicked).toHaveBeenCalledWith("Trang sau")
    })
    expect(screen.getByRole("button", { name: "Trang sau" })).toBe(serverButton)
    container.remove()
  })

  it("loads at once when the page is rendered in the browser (no server HTML to show)", async () => {
    const load = jest.fn(() => Promise.resolve({ default: Pager }))
    const LaterPager = hydrateOnApproach(load)
    render(<LaterPager label="Trang trước" />)
    expect(await screen.findByRole("button", { name: "Trang trước" })).toBeInTheDocument()
    expect(load).toHaveBeenCalledTimes(1)
  })
})

describe("hydrateOnApproach when React drops the server HTML", () => {
  it("loads the part at once instead of leaving it empty", async () => {
    const load = jest.fn(() => Promise.resolve({ default: Pager }))
    const LaterPager = hydrateOnApproach(load)
    const Theme = React.createContext("light")
    const container = serverHtml('<button type="button">Trang sau</button>')
    const onRecoverableError = jest.fn()
    let root: ReturnType<typeof hydrateRoot> | undefined
    const page = (theme: string) => (
      <Theme.Provider value={theme}>
        <LaterPager label="Trang sau" />
      </Theme.Provider>
    )
    await act(async () => {
      root = hydrateRoot(container, page("light"), { onRecoverableError })
    })
    expect(load).not.toHaveBeenCalled()
    // A context change before the part hydrated: React renders the boundary anew (error 421).
    await act(async () => root!.render(page("dark")))
    await waitFor(() =>
      expect(screen.getByRole("button", { name: "Trang sau" })).toBeInTheDocument(),
    )
    expect(load).toHaveBeenCalledTimes(1)
    expect(onRecoverableError).toHaveBeenCalled()
    container.remove()
  })
})

/** Server HTML of a part with a button and a site link, hydrated while its code is held back until `finish()`. */
async function serverPartWaitingForCode() {
  let finishLoading: () => void = () => undefined
  const code = new Promise<{ default: typeof Pager }>(
    (resolve) => (finishLoading = () => resolve({ default: PagerWithLink })),
  )
  const load = jest.fn(() => code)
  const LaterPager = hydrateOnApproach(load)
  const container = serverHtml(
    '<nav><button type="button">Trang sau</button><a href="/algorithms/sort">sort</a></nav>',
  )
  await act(async () => {
    hydrateRoot(container, <LaterPager label="Trang sau" />)
  })
  return { container, load, finish: () => act(async () => finishLoading()) }
}

function PagerWithLink({ label }: { label: string }) {
  return (
    <nav>
      <Pager label={label} />
      <a href="/algorithms/sort">sort</a>
    </nav>
  )
}

const click = (element: Element) =>
  element.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 }))

describe("hydrateOnApproach, clicks before the code has loaded", () => {
  it("acts on a button click once the part has hydrated, and starts loading the code at the click", async () => {
    const { container, load, finish } = await serverPartWaitingForCode()
    expect(load).not.toHaveBeenCalled()
    click(screen.getByRole("button", { name: "Trang sau" }))
    await act(async () => undefined)
    expect(load).toHaveBeenCalledTimes(1)
    expect(clicked).not.toHaveBeenCalled()
    await finish()
    await waitFor(() => expect(clicked).toHaveBeenCalledTimes(1))
    // Released: a later click goes straight to the handler, once.
    screen.getByRole("button", { name: "Trang sau" }).click()
    expect(clicked).toHaveBeenCalledTimes(2)
    container.remove()
  })

  it("navigates client-side at once on a site link, instead of letting the browser load the page", async () => {
    const { container, finish } = await serverPartWaitingForCode()
    const event = new MouseEvent("click", { bubbles: true, cancelable: true, button: 0 })
    screen.getByRole("link", { name: "sort" }).dispatchEvent(event)
    expect(event.defaultPrevented).toBe(true)
    expect(navigate).toHaveBeenCalledWith("/algorithms/sort")
    await finish()
    container.remove()
  })

  it("leaves clicks outside the part, and a click with a modifier key, to the browser", async () => {
    const { container, finish } = await serverPartWaitingForCode()
    const outside = document.createElement("button")
    document.body.append(outside)
    const onOutside = jest.fn()
    outside.addEventListener("click", onOutside)
    click(outside)
    expect(onOutside).toHaveBeenCalledTimes(1)
    const withCtrl = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true })
    // The browser follows the link itself; jsdom reports on the console that it cannot navigate.
    const jsdomReport = jest.spyOn(console, "error").mockImplementation(() => undefined)
    screen.getByRole("link", { name: "sort" }).dispatchEvent(withCtrl)
    await new Promise((resolve) => setTimeout(resolve, 0)) // jsdom follows links in a task
    jsdomReport.mockRestore()
    expect(withCtrl.defaultPrevented).toBe(false)
    expect(navigate).not.toHaveBeenCalled()
    await finish()
    outside.remove()
    container.remove()
  })
})
