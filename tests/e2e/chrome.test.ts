import type { Page } from "playwright-core"
import { gotoHydrated, newPage, url, setupBrowser } from "./support/browser"

jest.setTimeout(60_000)

const session = setupBrowser({ withPage: true })

const SIDEBAR_CHUNK = /\/sidebar-[0-9a-f]+\.js$/

/** The sidebar's code (its own chunk, src/components/Layout/approachParts.browser.tsx) waits until `release()`. */
async function holdSidebarCode(page: Page): Promise<() => void> {
  let release: () => void = () => undefined
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.unroute(SIDEBAR_CHUNK)
  await page.route(SIDEBAR_CHUNK, async (route) => {
    await released
    await route.continue()
  })
  return release
}

describe("page chrome and navigation behaviour", () => {
  it("shows the loading bar only when a route takes longer than 200 ms, keeping the old page meanwhile", async () => {
    await gotoHydrated(session.page, "/containers/vector/")
    await session.page.route(/page-data\/algorithms\/sort\/page-data\.json/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200))
      await route.continue()
    })
    const sidebar = session.page.getByRole("navigation", { name: "Thanh bên tài liệu" })
    await sidebar.getByRole("button", { name: "Thuật toán" }).click()
    await sidebar.getByRole("link", { name: "sort", exact: true }).click()
    const bar = session.page.getByRole("progressbar", { name: "Đang tải trang" })
    await bar.waitFor({ timeout: 1000 })
    await session.page.getByRole("status", { name: "Đang tải" }).waitFor()
    expect(await session.page.getByRole("heading", { level: 1 }).textContent()).toBe("std::vector")
    await session.page.waitForURL(url("/algorithms/sort"))
    await bar.waitFor({ state: "detached" })

    // A fast navigation never shows it.
    const seen = await session.page.evaluate(async () => {
      let shown = false
      const observer = new MutationObserver(() => {
        if (document.querySelector('[role="progressbar"]')) shown = true
      })
      observer.observe(document.body, { childList: true, subtree: true })
      ;(
        document.querySelector('nav[aria-label="Đường dẫn"] a[href="/"]') as HTMLAnchorElement
      ).click()
      await new Promise((resolve) => setTimeout(resolve, 800))
      observer.disconnect()
      return shown
    })
    expect(seen).toBe(false)
  })

  it("shows the last update with a machine-readable date", async () => {
    await gotoHydrated(session.page, "/algorithms/sort")
    const line = session.page.locator("article p", { hasText: "Cập nhật lần cuối" })
    const datetime = await line.locator("time").getAttribute("datetime")
    expect(Number.isNaN(Date.parse(datetime ?? ""))).toBe(false)
  })

  it("remembers a dismissed announcement", async () => {
    await gotoHydrated(session.page, "/")
    const region = session.page.getByRole("region", { name: "Thông báo" })
    await region.waitFor()
    await region.getByRole("button", { name: "Đóng thông báo" }).click()
    await region.waitFor({ state: "detached" })
    expect(await session.page.evaluate(() => localStorage.getItem("announcement.dismiss"))).toBe(
      "true",
    )
    // Hidden before the first paint (no flash, no layout shift), then gone after hydration.
    await session.page.goto(url("/algorithms/sort"), { waitUntil: "domcontentloaded" })
    expect(await session.page.getByRole("region", { name: "Thông báo" }).isVisible()).toBe(false)
    await gotoHydrated(session.page, "/algorithms/sort")
    expect(await session.page.getByRole("region", { name: "Thông báo" }).count()).toBe(0)
    // A different id shows it again.
    await session.page.evaluate(() => localStorage.setItem("announcement.id", "mot-thong-bao-cu"))
    await gotoHydrated(session.page, "/")
    await session.page.getByRole("region", { name: "Thông báo" }).waitFor()
  })

  it("never normalises a path into another origin (open redirect)", async () => {
    for (const path of [
      "//evil.example/x.html",
      "/%5Cevil.example/x.html",
      "//evil.example/x/index.html",
    ]) {
      await session.page.goto(url(path))
      await session.page.getByRole("heading", { name: "Không tìm thấy trang" }).waitFor()
      await session.page.waitForTimeout(500)
      expect(new URL(session.page.url()).host).toBe(new URL(url("/")).host)
    }
  })

  it("normalises .html paths to the clean route", async () => {
    await session.page.goto(url("/algorithms/sort.html"))
    await session.page.waitForURL(url("/algorithms/sort"))
    await session.page.goto(url("/algorithms/index.html"))
    await session.page.waitForURL(url("/algorithms/"))
  })

  it("scrolls to a hash target below the navbar, and keeps the position when only the query changes", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    await session.page
      .getByRole("navigation", { name: "Mục lục trang" })
      .getByRole("link", { name: "Ngoại lệ" })
      .click()
    await session.page.waitForURL(/#ngoai-le$/)
    const top = await session.page
      .locator("#ngoai-le")
      .evaluate((el) => el.getBoundingClientRect().top)
    expect(top).toBeGreaterThanOrEqual(55)
    expect(top).toBeLessThan(200)
    const before = await session.page.evaluate(() => window.scrollY)
    await session.page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate(
        "/containers/vector/at?x=1#ngoai-le",
      ),
    )
    await session.page.waitForURL(/\?x=1/)
    expect(Math.abs((await session.page.evaluate(() => window.scrollY)) - before)).toBeLessThan(5)
  })

  it("does not prefetch on 2g or Save-Data connections, and does otherwise", async () => {
    const prefetched = async (connection: Record<string, unknown> | null) => {
      const { context, page: tab } = await newPage(session.browser)
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
      const sidebar = tab.getByRole("navigation", { name: "Thanh bên tài liệu" })
      await sidebar.getByRole("button", { name: "Thuật toán" }).click()
      await sidebar.getByRole("link", { name: "sort", exact: true }).hover()
      await tab.waitForTimeout(1500)
      await context.close()
      return requests.length
    }
    expect(await prefetched({ effectiveType: "2g", saveData: false })).toBe(0)
    expect(await prefetched({ effectiveType: "4g", saveData: true })).toBe(0)
    expect(await prefetched(null)).toBeGreaterThan(0)
  })

  it("acts on sidebar clicks made before the sidebar's code has loaded", async () => {
    const sidebar = session.page.getByRole("navigation", { name: "Thanh bên tài liệu" })
    const category = sidebar.getByRole("button", { name: "Thuật toán" })
    let release = await holdSidebarCode(session.page)
    await gotoHydrated(session.page, "/containers/vector/at")
    await category.click()
    expect(await category.getAttribute("aria-expanded")).toBe("false")
    release()
    await sidebar.getByRole("link", { name: "sort", exact: true }).waitFor()
    expect(await category.getAttribute("aria-expanded")).toBe("true")

    // A link navigates client-side at once, without waiting for the code: no page load, the marker survives.
    release = await holdSidebarCode(session.page)
    await gotoHydrated(session.page, "/containers/vector/at")
    await session.page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 42))
    await sidebar.getByRole("link", { name: "operator[]" }).click()
    await session.page.getByRole("heading", { level: 1, name: /operator\[\]/ }).waitFor()
    expect(
      await session.page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
    ).toBe(42)
    release()
  })

  it("shows an error box with Thử lại when a page fails to load, and the retry recovers without a reload", async () => {
    await gotoHydrated(session.page, "/containers/vector/")
    let fail = true
    await session.page.route(/page-data\/algorithms\/sort\/page-data\.json/, (route) =>
      fail ? route.fulfill({ status: 500, body: "lỗi máy chủ" }) : route.continue(),
    )
    await session.page.evaluate(() => {
      ;(window as unknown as { __marker: number }).__marker = 42
    })
    await session.page.evaluate(() =>
      (window as unknown as { ___navigate: (to: string) => void }).___navigate("/algorithms/sort"),
    )
    const alert = session.page.getByRole("alert").filter({ hasText: "Không tải được trang" })
    await alert.waitFor()
    expect(await session.page.getByRole("heading", { level: 1 }).textContent()).toBe("std::vector")
    fail = false
    await alert.getByRole("button", { name: "Thử lại" }).click()
    await session.page.waitForURL(url("/algorithms/sort"))
    await alert.waitFor({ state: "detached" })
    // Same document: no full reload happened.
    expect(
      await session.page.evaluate(() => (window as unknown as { __marker?: number }).__marker),
    ).toBe(42)
  })

  it("shows the base URL banner on the home page when the site's scripts cannot load", async () => {
    await session.page.route(/\.js$/, (route) => route.fulfill({ status: 404, body: "" }))
    await session.page.goto(url("/"))
    const banner = session.page.locator("#base-url-issue-banner")
    await banner.waitFor()
    expect(await banner.textContent()).toContain("Trang web không tải đúng cách")
  })

  it("does not show the base URL banner when the site loads", async () => {
    await gotoHydrated(session.page, "/")
    await session.page.waitForTimeout(300)
    expect(await session.page.locator("#base-url-issue-banner").count()).toBe(0)
  })

  it("loads the comments script only when the Bình luận section scrolls into view, and survives its failure", async () => {
    await session.page.route(/disqus\.com/, (route) => route.abort())
    await gotoHydrated(session.page, "/algorithms/sort")
    const section = session.page.locator("section", {
      has: session.page.getByRole("heading", { name: "Bình luận" }),
    })
    expect(await section.locator("#disqus_thread").count()).toBe(1)
    const embedScripts = () => session.page.locator('script[src*="disqus.com/embed.js"]').count()
    expect(await embedScripts()).toBe(0)
    await section.scrollIntoViewIfNeeded()
    await session.page.waitForFunction(
      () => document.querySelector('script[src*="disqus.com/embed.js"]') !== null,
    )
    await session.page.getByText("Không tải được phần bình luận lúc này.").waitFor()
    expect(await session.page.getByRole("heading", { level: 1 }).textContent()).toBe("std::sort")
  })
})
