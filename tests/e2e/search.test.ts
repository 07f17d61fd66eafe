import { gotoHydrated, url, setupBrowser } from "./support/browser"

jest.setTimeout(60_000)

const session = setupBrowser({ withPage: true })

const searchBox = () => session.page.getByRole("combobox", { name: "Tìm kiếm" })

describe("search", () => {
  it("downloads nothing until the box is hovered or focused, then queries in a Web Worker", async () => {
    const indexRequests: string[] = []
    session.page.on("request", (request) => {
      if (request.url().includes("/search-index/")) indexRequests.push(request.url())
    })
    await gotoHydrated(session.page, "/containers/vector/at")
    await session.page.waitForTimeout(500)
    expect(indexRequests).toEqual([])
    expect(session.page.workers()).toHaveLength(0)
    // Listen before hovering: the request may start before a listener attached afterwards would see it.
    const indexRequest = session.page.waitForEvent("request", (request) =>
      request.url().includes("/search-index/manifest.json"),
    )
    const workerStarted = session.page.waitForEvent("worker")
    await searchBox().hover()
    // The page downloads the manifest while the worker boots, and hands it over.
    await indexRequest
    await workerStarted
    expect(indexRequests[0]).toMatch(/\/search-index\/manifest\.json\?_=[0-9a-f]+$/)
    expect(session.page.workers().length).toBe(1)
    // A query fetches only the shards it needs, not the whole index.
    await searchBox().fill("vector")
    await session.page.getByRole("option").first().waitFor()
    const shards = indexRequests.filter((request) =>
      /\/(terms|store)-[0-9a-f]+-\d+\.json$/.test(request),
    )
    expect(shards.length).toBeGreaterThan(0)
    expect(shards.length).toBeLessThan(15)
  })

  it("suggests at most 8 hits, finds Vietnamese typed without diacritics and C++ identifiers", async () => {
    await gotoHydrated(session.page, "/")
    await searchBox().fill("sap xep")
    const options = session.page.getByRole("option")
    await options.first().waitFor()
    expect(await options.count()).toBeLessThanOrEqual(8)
    const hrefs = await session.page
      .getByRole("listbox")
      .locator("a")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")))
    expect(hrefs.some((href) => href?.startsWith("/algorithms/sort"))).toBe(true)
    expect(await session.page.getByRole("listbox").locator("mark").count()).toBeGreaterThan(0)
    expect(await searchBox().getAttribute("aria-expanded")).toBe("true")

    await searchBox().fill("std::vector::at")
    await session.page.waitForFunction(() =>
      document
        .querySelector('[role="option"] a')
        ?.getAttribute("href")
        ?.startsWith("/containers/vector/at"),
    )
  })

  it("shows Không có kết quả when nothing matches and nothing for an empty query", async () => {
    await gotoHydrated(session.page, "/")
    await searchBox().fill("zzqxqzz")
    await session.page.getByText("Không có kết quả").waitFor()
    await searchBox().fill("")
    expect(await session.page.getByRole("option").count()).toBe(0)
    expect(await session.page.getByText("Không có kết quả").isVisible()).toBe(false)
  })

  it("focuses the box with Ctrl+K and opens a hit with the keyboard, marking the terms", async () => {
    await gotoHydrated(session.page, "/")
    await session.page.keyboard.press("Control+k")
    expect(await searchBox().evaluate((el) => el === document.activeElement)).toBe(true)
    await session.page.keyboard.type("substr")
    await session.page.getByRole("option").first().waitFor()
    await session.page.keyboard.press("ArrowDown")
    await session.page.keyboard.press("Enter")
    await session.page.waitForURL(/\/strings\/basic_string\/string\/substr\?_highlight=substr/)
    await session.page.locator("article mark").first().waitFor()
    expect(await session.page.locator("article mark").count()).toBeGreaterThan(0)
    await session.page.getByRole("button", { name: "Bỏ đánh dấu từ khóa" }).click()
    await session.page.waitForFunction(() => document.querySelectorAll("article mark").length === 0)
  })

  it("has a results page with up to 50 hits, kept in the URL, limited by ctx", async () => {
    await gotoHydrated(session.page, "/search/?q=ph%E1%BA%A7n%20t%E1%BB%AD")
    await session.page.getByRole("heading", { name: 'Kết quả tìm kiếm cho "phần tử"' }).waitFor()
    const links = session.page.locator("main section a")
    await links.first().waitFor()
    // "phần tử" (element) is on hundreds of pages: the page stops at exactly 50 hits, grouped under their pages.
    expect(await session.page.locator("main section li").count()).toBe(50)
    const all = await links.evaluateAll((as) =>
      as.map((a) => new URL((a as HTMLAnchorElement).href).pathname),
    )
    expect(new Set(all.map((p) => p.split("/")[1])).size).toBeGreaterThan(1)

    await gotoHydrated(session.page, "/search/?q=ph%E1%BA%A7n%20t%E1%BB%AD&ctx=/algorithms/")
    await session.page.locator("main section a").first().waitFor()
    const scoped = await session.page
      .locator("main section a")
      .evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(scoped.every((p) => p.startsWith("/algorithms/"))).toBe(true)
    expect(await session.page.locator('meta[name="robots"]').getAttribute("content")).toBe(
      "noindex",
    )
  })

  it("jumps from /s?q= to the best hit, and lists every page on /sPage", async () => {
    await session.page.goto(url("/s?q=substr"))
    await session.page.waitForURL(/\/strings\/basic_string\/string\/substr/)
    await session.page.goto(url("/s?q=zzqxqzz"))
    await session.page.waitForURL(/\/search\/\?q=zzqxqzz/)
    await gotoHydrated(session.page, "/sPage")
    expect(await session.page.getByRole("link", { name: "std::sort", exact: true }).count()).toBe(1)
  })
})
