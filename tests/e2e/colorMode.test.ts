import { gotoHydrated, newPage, url, setupBrowser } from "./support/browser"

jest.setTimeout(60_000)

const session = setupBrowser()

const theme = (page: import("playwright-core").Page) =>
  page.locator("html").getAttribute("data-theme")

describe("colour mode", () => {
  it("defaults to light, cycles light -> dark -> system -> light and persists the choice", async () => {
    const { context, page } = await newPage(session.browser, { colorScheme: "light" })
    await gotoHydrated(page, "/")
    expect(await theme(page)).toBe("light")
    const toggle = page.getByRole("button", { name: /^Chuyển chế độ màu/ })
    expect(await toggle.getAttribute("aria-label")).toBe(
      "Chuyển chế độ màu (hiện tại: theo hệ thống)",
    )
    await toggle.click()
    expect(await toggle.getAttribute("aria-label")).toBe("Chuyển chế độ màu (hiện tại: sáng)")
    await toggle.click()
    expect(await toggle.getAttribute("aria-label")).toBe("Chuyển chế độ màu (hiện tại: tối)")
    expect(await theme(page)).toBe("dark")
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark")
    await gotoHydrated(page, "/containers/vector/at")
    expect(await theme(page)).toBe("dark")
    await page.getByRole("button", { name: /^Chuyển chế độ màu/ }).click()
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system")
    expect(await theme(page)).toBe("light")
    await context.close()
  })

  it("applies the stored or system theme before any script bundle runs (no flash)", async () => {
    const { context, page } = await newPage(session.browser, { colorScheme: "dark" })
    // Without the JavaScript bundles only the inline head script can set the theme.
    await page.route(/\.js$/, (route) => route.abort())
    await page.goto(url("/algorithms/sort"))
    expect(await theme(page)).toBe("dark")
    await page.evaluate(() => localStorage.setItem("theme", "light"))
    await page.reload()
    expect(await theme(page)).toBe("light")
    await context.close()
  })
})
