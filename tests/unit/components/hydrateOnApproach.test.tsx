import React from "react"
import { act, render, screen, waitFor } from "@testing-library/react"
import { hydrateRoot } from "react-dom/client"
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

describe("hydrateOnApproach", () => {
  it("keeps the server HTML without loading the code until the reader comes near, then hydrates it", async () => {
    const load = jest.fn(() => Promise.resolve({ default: Pager }))
    const LaterPager = hydrateOnApproach(load)
    const container = document.createElement("div")
    // What the server wrote: the frame and a completed Suspense boundary around the component's HTML.
    container.innerHTML =
      '<div class="frame"><!--$--><button type="button">Trang sau</button><!--/$--></div>'
    document.body.append(container)
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
    const container = document.createElement("div")
    container.innerHTML =
      '<div class="frame"><!--$--><button type="button">Trang sau</button><!--/$--></div>'
    document.body.append(container)
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
