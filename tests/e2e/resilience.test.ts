import type { Page } from "playwright-core"
import { gotoHydrated, newPage, url, setupBrowser } from "./support/browser"

jest.setTimeout(60_000)

const session = setupBrowser()

function consoleMessages(page: Page, type: "error" | "warning"): string[] {
  const messages: string[] = []
  page.on("console", (message) => {
    if (message.type() === type) messages.push(message.text())
  })
  return messages
}

describe("crash fallback", () => {
  it("shows the error chain inside the site chrome, and Thử lại renders the page again", async () => {
    const { context, page } = await newPage(session.browser)
    const errors = consoleMessages(page, "error")
    await gotoHydrated(page, "/")
    // The next page's "last update" date (Date#toISOString, called only there) throws while the flag is set: a
    // page crashing in render.
    await page.evaluate(() => {
      const original = Date.prototype.toISOString
      const flags = window as unknown as { __crash: boolean }
      flags.__crash = true
      Date.prototype.toISOString = function (this: Date) {
        if (flags.__crash)
          throw new Error("lỗi thử nghiệm", { cause: new Error("nguyên nhân gốc") })
        return original.call(this)
      }
      ;(window as unknown as { ___navigate: (to: string) => void }).___navigate("/algorithms/sort")
    })
    const crash = page.getByRole("heading", { name: "Trang này đã gặp lỗi." })
    await crash.waitFor()
    const chain = await page.locator("li code").allTextContents()
    expect(chain).toEqual(
      expect.arrayContaining(["Error: lỗi thử nghiệm", "Error: nguyên nhân gốc"]),
    )
    expect(errors.some((text) => text.startsWith("Trang này đã gặp lỗi."))).toBe(true)
    // Only the page crashed: the navbar and sidebar still work.
    expect(await page.getByRole("button", { name: /^Chuyển chế độ màu/ }).count()).toBe(1)
    expect(await page.getByRole("navigation", { name: "Thanh bên tài liệu" }).count()).toBe(1)

    await page.evaluate(() => {
      ;(window as unknown as { __crash: boolean }).__crash = false
    })
    await page.getByRole("button", { name: "Thử lại" }).click()
    await page.getByRole("heading", { level: 1, name: "std::sort" }).waitFor()
    expect(await crash.count()).toBe(0)
    expect(page.url()).toBe(url("/algorithms/sort"))
    await context.close()
  })
})

describe("storage that throws", () => {
  it("warns once, keeps the site working and keeps the colour choice in memory", async () => {
    const { context, page } = await newPage(session.browser)
    await context.addInitScript(() => {
      Object.defineProperty(window, "localStorage", {
        configurable: true,
        get() {
          throw new DOMException("Bộ nhớ bị chặn", "SecurityError")
        },
      })
    })
    const warnings = consoleMessages(page, "warning")
    const pageErrors: string[] = []
    page.on("pageerror", (error) => pageErrors.push(error.message))
    await context.route(/\/api\/count\//, (route) =>
      route.fulfill({ status: 200, contentType: "application/json", body: '{"count":7}' }),
    )
    await gotoHydrated(page, "/containers/vector/at")
    const toggle = page.getByRole("button", { name: /^Chuyển chế độ màu/ })
    await toggle.click()
    await toggle.click()
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark")
    await page
      .getByRole("region", { name: "Thông báo" })
      .getByRole("button", { name: "Đóng thông báo" })
      .click()
    await page.getByRole("region", { name: "Thông báo" }).waitFor({ state: "detached" })
    await page.locator("footer").getByLabel("Lượt xem").waitFor()
    // Client navigation keeps the in-memory choice.
    await page.getByRole("navigation", { name: "Đường dẫn" }).getByRole("link").first().click()
    await page.waitForURL(url("/"))
    expect(await page.locator("html").getAttribute("data-theme")).toBe("dark")
    expect(warnings.filter((text) => text.startsWith("Không thể dùng localStorage"))).toHaveLength(
      1,
    )
    expect(pageErrors).toEqual([])
    await context.close()
  })
})

describe("has-hydrated flag", () => {
  it("renders browser-only UI after hydration, with no hydration mismatch", async () => {
    const { context, page } = await newPage(session.browser, { colorScheme: "light" })
    await context.addInitScript(() => localStorage.setItem("theme", "dark"))
    const errors = consoleMessages(page, "error")
    const pageErrors: string[] = []
    page.on("pageerror", (error) => pageErrors.push(error.message))
    const html = await (await fetch(url("/algorithms/sort"))).text()
    // The server cannot know the stored choice: it renders "theo hệ thống".
    expect(html).toContain('aria-label="Chuyển chế độ màu (hiện tại: theo hệ thống)"')
    // Nor whether this reader dismissed the announcement: it renders it (nothing moves on hydration) and an
    // inline script hides it before the first paint for a reader who dismissed it.
    expect(html).toContain("Đóng thông báo")
    expect(html).not.toContain('data-hydrated="true"')
    await gotoHydrated(page, "/algorithms/sort")
    await page.getByRole("button", { name: "Chuyển chế độ màu (hiện tại: tối)" }).waitFor()
    await page.getByRole("region", { name: "Thông báo" }).waitFor()
    const hydrationProblems = [...errors, ...pageErrors].filter((text) =>
      /hydrat|#418|#423|#425|did not match/i.test(text),
    )
    expect(hydrationProblems).toEqual([])
    await context.close()
  })
})
