import type { Browser, Page } from "playwright-core"
import { gotoHydrated, launchBrowser, newPage, url } from "./support/browser"

jest.setTimeout(60_000)

let browser: Browser
let page: Page
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser.close()
})
beforeEach(async () => {
  ;({ page } = await newPage(browser))
})
afterEach(async () => {
  await page.context().close()
})

const searchBox = () => page.getByRole("combobox", { name: "Tìm kiếm" })

describe("search", () => {
  it("downloads nothing until the box is hovered or focused, then queries in a Web Worker", async () => {
    const indexRequests: string[] = []
    page.on("request", (request) => {
      if (request.url().includes("search-index.json")) indexRequests.push(request.url())
    })
    await gotoHydrated(page, "/containers/vector/at")
    await page.waitForTimeout(500)
    expect(indexRequests).toEqual([])
    expect(page.workers()).toHaveLength(0)
    await searchBox().hover()
    await page.waitForFunction(() => true)
    await page.waitForEvent("request", (request) => request.url().includes("search-index.json"))
    expect(indexRequests[0]).toMatch(/search-index\.json\?_=[0-9a-f]+$/)
    expect(page.workers().length).toBe(1)
  })

  it("suggests at most 8 hits, finds Vietnamese typed without diacritics and C++ identifiers", async () => {
    await gotoHydrated(page, "/")
    await searchBox().fill("sap xep")
    const options = page.getByRole("option")
    await options.first().waitFor()
    expect(await options.count()).toBeLessThanOrEqual(8)
    const hrefs = await page.getByRole("listbox").locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")))
    expect(hrefs.some((href) => href?.startsWith("/algorithms/sort"))).toBe(true)
    expect(await page.getByRole("listbox").locator("mark").count()).toBeGreaterThan(0)
    expect(await searchBox().getAttribute("aria-expanded")).toBe("true")

    await searchBox().fill("std::vector::at")
    await page.waitForFunction(() => document.querySelector('[role="option"] a')?.getAttribute("href")?.startsWith("/containers/vector/at"))
  })

  it("shows Không có kết quả when nothing matches and nothing for an empty query", async () => {
    await gotoHydrated(page, "/")
    await searchBox().fill("zzqxqzz")
    await page.getByText("Không có kết quả").waitFor()
    await searchBox().fill("")
    expect(await page.getByRole("option").count()).toBe(0)
    expect(await page.getByText("Không có kết quả").isVisible()).toBe(false)
  })

  it("focuses the box with Ctrl+K and opens a hit with the keyboard, marking the terms", async () => {
    await gotoHydrated(page, "/")
    await page.keyboard.press("Control+k")
    expect(await searchBox().evaluate((el) => el === document.activeElement)).toBe(true)
    await page.keyboard.type("substr")
    await page.getByRole("option").first().waitFor()
    await page.keyboard.press("ArrowDown")
    await page.keyboard.press("Enter")
    await page.waitForURL(/\/strings\/basic_string\/string\/substr\?_highlight=substr/)
    await page.locator("article mark").first().waitFor()
    expect(await page.locator("article mark").count()).toBeGreaterThan(0)
    await page.getByRole("button", { name: "Bỏ đánh dấu từ khóa" }).click()
    await page.waitForFunction(() => document.querySelectorAll("article mark").length === 0)
  })

  it("has a results page with up to 50 hits, kept in the URL, limited by ctx", async () => {
    await gotoHydrated(page, "/search/?q=ph%E1%BA%A7n%20t%E1%BB%AD")
    await page.getByRole("heading", { name: 'Kết quả tìm kiếm cho "phần tử"' }).waitFor()
    const links = page.locator("main section a")
    await links.first().waitFor()
    expect(await links.count()).toBeLessThanOrEqual(100)
    const all = await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(new Set(all.map((p) => p.split("/")[1])).size).toBeGreaterThan(1)

    await gotoHydrated(page, "/search/?q=ph%E1%BA%A7n%20t%E1%BB%AD&ctx=/algorithms/")
    await page.locator("main section a").first().waitFor()
    const scoped = await page.locator("main section a").evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).pathname))
    expect(scoped.every((p) => p.startsWith("/algorithms/"))).toBe(true)
    expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex")
  })

  it("jumps from /s?q= to the best hit, and lists every page on /sPage", async () => {
    await page.goto(url("/s?q=substr"))
    await page.waitForURL(/\/strings\/basic_string\/string\/substr/)
    await page.goto(url("/s?q=zzqxqzz"))
    await page.waitForURL(/\/search\/\?q=zzqxqzz/)
    await gotoHydrated(page, "/sPage")
    expect(await page.getByRole("link", { name: "std::sort", exact: true }).count()).toBe(1)
  })
})
