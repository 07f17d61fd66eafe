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

describe("page chrome and navigation behaviour", () => {
  it("shows the loading bar only when a route takes longer than 200 ms, keeping the old page meanwhile", async () => {
    await gotoHydrated(page, "/containers/vector/")
    await page.route(/page-data\/algorithms\/sort\/page-data\.json/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    const sidebar = page.getByRole("navigation", { name: "Thanh bên tài liệu" })
    await sidebar.getByRole("button", { name: "Thuật toán" }).click()
    await sidebar.getByRole("link", { name: "sort", exact: true }).click()
    const bar = page.getByRole("progressbar", { name: "Đang tải trang" })
    await bar.waitFor({ timeout: 1000 })
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe("std::vector")
    await page.waitForURL(url("/algorithms/sort"))
    await bar.waitFor({ state: "detached" })

    // A fast navigation never shows it.
    const seen = await page.evaluate(async () => {
      let shown = false
      const observer = new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) shown = true
      })
      observer.observe(document.body, { childList: true, subtree: true })
      ;(document.querySelector('nav[aria-label="Đường dẫn"] a[href="/"]') as HTMLAnchorElement).click()
      await new Promise((resolve) => setTimeout(resolve, 800))
      observer.disconnect()
      return shown
    })
    expect(seen).toBe(false)
  })

  it("shows the last update with a machine-readable date", async () => {
    await gotoHydrated(page, "/algorithms/sort")
    const line = page.locator("article p", { hasText: "Cập nhật lần cuối" })
    const datetime = await line.locator("time").getAttribute("datetime")
    expect(Number.isNaN(Date.parse(datetime ?? ""))).toBe(false)
  })

  it("remembers a dismissed announcement", async () => {
    await gotoHydrated(page, "/")
    const region = page.getByRole("region", { name: "Thông báo" })
    await region.waitFor()
    await region.getByRole("button", { name: "Đóng thông báo" }).click()
    await region.waitFor({ state: "detached" })
    expect(await page.evaluate(() => localStorage.getItem("announcement.dismiss"))).toBe("true")
    await gotoHydrated(page, "/algorithms/sort")
    await page.waitForTimeout(300)
    expect(await page.getByRole("region", { name: "Thông báo" }).count()).toBe(0)
    // A different id shows it again.
    await page.evaluate(() => localStorage.setItem("announcement.id", "mot-thong-bao-cu"))
    await gotoHydrated(page, "/")
    await page.getByRole("region", { name: "Thông báo" }).waitFor()
  })

  it("normalises .html paths to the clean route", async () => {
    await page.goto(url("/algorithms/sort.html"))
    await page.waitForURL(url("/algorithms/sort"))
    await page.goto(url("/algorithms/index.html"))
    await page.waitForURL(url("/algorithms/"))
  })

  it("scrolls to a hash target below the navbar, and keeps the position when only the query changes", async () => {
    await gotoHydrated(page, "/containers/vector/at")
    await page.getByRole("navigation", { name: "Mục lục trang" }).getByRole("link", { name: "Ngoại lệ" }).click()
    await page.waitForURL(/#ngoai-le$/)
    const top = await page.locator("#ngoai-le").evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(55)
    expect(top).toBeLessThan(200)
    const before = await page.evaluate(() => window.scrollY)
    await page.evaluate(() => (window as unknown as { ___navigate: (to: string) => void }).___navigate("/containers/vector/at?x=1#ngoai-le"))
    await page.waitForURL(/\?x=1/)
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5)
  })

  it("does not prefetch on 2g or Save-Data connections, and does otherwise", async () => {
    const prefetched = async (connection: Record<string, unknown> | null) => {
      const { context, page: tab } = await newPage(browser)
      if (connection) {
        await context.addInitScript((value) => {
          Object.defineProperty(navigator, "connection", { value, configurable: true })
        }, connection)
      }
      const requests: string[] = []
      tab.on("request", (request) => {
        if (request.url().includes("/page-data/algorithms/sort/")) requests.push(request.url())
      })
      await gotoHydrated(tab, "/containers/vector/at")
      await tab.locator('article a[href="/algorithms/sort"]').first().hover()
      await tab.waitForTimeout(1500)
      await context.close()
      return requests.length
    }
    expect(await prefetched({ effectiveType: "2g", saveData: false })).toBe(0)
    expect(await prefetched({ effectiveType: "4g", saveData: true })).toBe(0)
    expect(await prefetched(null)).toBeGreaterThan(0)
  })
})
