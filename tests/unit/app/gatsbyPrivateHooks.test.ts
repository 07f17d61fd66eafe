import { installGatsbyHooks, type GatsbyInternals } from "../../../src/app/gatsbyPrivateHooks"
import { routeLoadError } from "../../../src/lib/routeLoadError"

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function internals() {
  const navigated: string[] = []
  const hovered: string[] = []
  const target: GatsbyInternals = {
    ___navigate: (to) => void navigated.push(String(to)),
    ___loader: { hovering: (path) => void hovered.push(path) },
  }
  return { target, navigated, hovered }
}

describe("Gatsby's private navigation hooks", () => {
  afterEach(() => routeLoadError.clear())

  it("navigates once the page data answers, and keeps the old page with a retry when it fails", async () => {
    const { target, navigated } = internals()
    const statuses = [503, 200]
    installGatsbyHooks(
      target,
      () => undefined,
      () => Promise.resolve({ status: statuses.shift()! }),
    )
    target.___navigate?.("/containers/vector/at")
    await flush()
    expect(navigated).toEqual([])
    const failure = routeLoadError.current()
    expect(failure?.message).toBe("HTTP 503")
    failure?.retry()
    await flush()
    expect(navigated).toEqual(["/containers/vector/at"])
    expect(routeLoadError.current()).toBeNull()
  })

  it("lets a 404 through (Gatsby shows its not-found page) and never checks a same-page hash", async () => {
    const { target, navigated } = internals()
    const fetchPageData = jest.fn(() => Promise.resolve({ status: 404 }))
    installGatsbyHooks(target, () => undefined, fetchPageData)
    target.___navigate?.("#khai-bao")
    target.___navigate?.("/khong-ton-tai")
    await flush()
    expect(navigated).toEqual(["#khai-bao", "/khong-ton-tai"])
    expect(fetchPageData).toHaveBeenCalledTimes(1)
  })

  it("does not preload on hover on a 2g or Save-Data connection", () => {
    const { target, hovered } = internals()
    let connection: { effectiveType?: string; saveData?: boolean } = { effectiveType: "4g" }
    installGatsbyHooks(target, () => connection)
    target.___loader?.hovering?.("/a")
    connection = { effectiveType: "2g" }
    target.___loader?.hovering?.("/b")
    connection = { effectiveType: "4g", saveData: true }
    target.___loader?.hovering?.("/c")
    expect(hovered).toEqual(["/a"])
  })

  it("leaves Gatsby alone when its internals are not there", () => {
    const target: GatsbyInternals = {}
    expect(() => installGatsbyHooks(target, () => undefined)).not.toThrow()
    expect(target).toEqual({})
  })
})
