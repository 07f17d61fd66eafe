import { createRouteProgress } from "../../../src/lib/routeProgress"
import { errorChain } from "../../../src/components/ErrorBoundary"

describe("route progress (loading bar)", () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  it("shows the bar only when loading takes longer than 200 ms", () => {
    const progress = createRouteProgress()
    const seen: boolean[] = []
    progress.subscribe((visible) => seen.push(visible))
    progress.start()
    jest.advanceTimersByTime(199)
    progress.done()
    jest.advanceTimersByTime(1000)
    expect(seen).toEqual([])

    progress.start()
    jest.advanceTimersByTime(200)
    expect(progress.isVisible()).toBe(true)
    progress.done()
    expect(seen).toEqual([true, false])
  })
})

describe("crash fallback", () => {
  it("lists the error chain, causes included", () => {
    const root = new Error("không đọc được dữ liệu trang", {
      cause: new TypeError("x is undefined"),
    })
    expect(errorChain(root)).toEqual([
      "Error: không đọc được dữ liệu trang",
      "TypeError: x is undefined",
    ])
    expect(errorChain("chuỗi")).toEqual(["chuỗi"])
  })
})
