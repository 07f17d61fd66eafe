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
    // The toggle shows the stored choice's icon before any bundle runs (CSS, from <html data-color-mode>).
    await page.evaluate(() => localStorage.setItem("theme", "dark"))
    await page.reload()
    const visibleIcons = await page
      .getByRole("button", { name: /^Chuyển chế độ màu/ })
      .locator("svg")
      .evaluateAll((icons) =>
        icons
          .filter((icon) => getComputedStyle(icon).display !== "none")
          .map((icon) => icon.dataset.mode),
      )
    expect(visibleIcons).toEqual(["dark"])
    await context.close()
  })

  it("never shows a dark reader a light frame while the page hydrates", async () => {
    const { context, page } = await newPage(session.browser, { colorScheme: "light" })
    await context.addInitScript(() => {
      localStorage.setItem("theme", "dark")
      const seen: string[] = []
      ;(window as unknown as { themesSeen: string[] }).themesSeen = seen
      // The init script may run before <html> exists: watch the document, whose root is parsed next.
      new MutationObserver(() => {
        seen.push(document.documentElement.getAttribute("data-theme") ?? "")
      }).observe(document, { attributes: true, subtree: true, attributeFilter: ["data-theme"] })
    })
    await gotoHydrated(page, "/containers/vector/at")
    const seen = await page.evaluate(
      () => (window as unknown as { themesSeen: string[] }).themesSeen,
    )
    // The head script turns the server's "light" into "dark"; after that, nothing may write "light".
    expect(seen[0]).toBe("dark")
    expect(seen).not.toContain("light")
    expect(await theme(page)).toBe("dark")
    await context.close()
  })
})
