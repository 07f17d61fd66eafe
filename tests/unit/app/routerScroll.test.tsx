import React from "react"
import { act, render } from "@testing-library/react"
import { ScrollContext, ScrollPositions } from "../../../src/app/gatsbyTwins/routerScroll"

type Location = { pathname: string; hash: string; key?: string }
type Decide = NonNullable<React.ComponentProps<typeof ScrollContext>["shouldUpdateScroll"]>

const page = (pathname: string, key: string, hash = ""): Location => ({ pathname, hash, key })

function mount(location: Location, shouldUpdateScroll?: Decide) {
  const view = render(
    <ScrollContext location={location} shouldUpdateScroll={shouldUpdateScroll}>
      <p>bài</p>
    </ScrollContext>,
  )
  return (next: Location) =>
    view.rerender(
      <ScrollContext location={next} shouldUpdateScroll={shouldUpdateScroll}>
        <p>bài</p>
      </ScrollContext>,
    )
}

function scrollWindowTo(y: number) {
  Object.defineProperty(window, "scrollY", { value: y, configurable: true })
  window.dispatchEvent(new Event("scroll"))
}

let scrollTo: jest.SpyInstance
let frames: FrameRequestCallback[]

beforeEach(() => {
  window.sessionStorage.clear()
  scrollTo = jest.spyOn(window, "scrollTo").mockImplementation(() => undefined)
  frames = []
  jest.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
    frames.push(callback)
    return frames.length
  })
})

afterEach(() => jest.restoreAllMocks())

const runFrames = () => act(() => frames.splice(0).forEach((frame) => frame(0)))

describe("routerScroll (browser twin of gatsby-react-router-scroll)", () => {
  it("saves the window's position per history entry, once per frame, under Gatsby's storage key", () => {
    mount(page("/containers/vector/", "k1"))
    scrollWindowTo(120)
    scrollWindowTo(480)
    expect(frames).toHaveLength(1)
    runFrames()
    expect(window.sessionStorage.getItem("@@scroll|/containers/vector/|k1")).toBe("480")
  })

  it("scrolls a new entry to the top and restores a saved one when the route changes", () => {
    window.sessionStorage.setItem("@@scroll|/algorithms/sort|old", "900")
    const navigate = mount(page("/containers/vector/", "k1"))
    expect(scrollTo).not.toHaveBeenCalled()
    navigate(page("/algorithms/sort", "new"))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
    navigate(page("/algorithms/sort", "old"))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 900)
  })

  it("restores a saved position on the first render, and scrolls a #hash into view instead of any position", () => {
    window.sessionStorage.setItem("@@scroll|/algorithms/sort|k1", "300")
    mount(page("/algorithms/sort", "k1"))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 300)

    const heading = document.createElement("h2")
    heading.id = "độ-phức-tạp"
    heading.scrollIntoView = jest.fn()
    document.body.append(heading)
    mount(page("/algorithms/sort", "k2", `#${encodeURI("độ-phức-tạp")}`))
    expect(heading.scrollIntoView).toHaveBeenCalledTimes(1)
    heading.remove()
  })

  it("asks shouldUpdateScroll with the previous and next locations, and lets it read saved positions", () => {
    window.sessionStorage.setItem("@@scroll|/s|k2", "75")
    const seen: unknown[] = []
    const decide: Decide = function (previous, next) {
      seen.push([
        previous?.location.pathname,
        next.location.pathname,
        this._stateStorage.read(next.location, "k2"),
      ])
      return next.location.pathname !== "/s"
    }
    const navigate = mount(page("/", "k1"), decide)
    navigate(page("/s", "k2"))
    expect(seen).toEqual([["/", "/s", 75]])
    expect(scrollTo).not.toHaveBeenCalled()
    navigate(page("/algorithms/sort", "k3"))
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)
  })

  it("keeps positions in memory when sessionStorage refuses", () => {
    const positions = new ScrollPositions()
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("quota", "QuotaExceededError")
    })
    jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError")
    })
    positions.save(page("/a", "k"), "k", 42)
    expect(positions.read(page("/a", "k"), "k")).toBe(42)
    expect(positions.read(page("/b", "k"), "k")).toBe(0)
  })
})
