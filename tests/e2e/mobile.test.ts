import { gotoHydrated, newPage, setupBrowser } from "./support/browser"

jest.setTimeout(60_000)

const session = setupBrowser()

describe("mobile drawer (below 996 px)", () => {
  it("opens from the menu button, closes on Escape and when the window grows to desktop", async () => {
    const { context, page } = await newPage(session.browser, { width: 375, height: 740 })
    await gotoHydrated(page, "/containers/vector/at")
    expect(await page.getByRole("navigation", { name: "Thanh bên tài liệu" }).count()).toBe(0)
    const menu = page.getByRole("button", { name: "Mở menu điều hướng" })
    // The icon must stay a usable touch target next to the search box.
    expect((await menu.boundingBox())?.width).toBeGreaterThanOrEqual(24)
    await menu.click()
    const drawer = page.getByRole("dialog", { name: "Menu điều hướng" })
    await drawer.waitFor()
    expect(await drawer.getByRole("navigation", { name: "Thanh bên tài liệu" }).count()).toBe(1)
    await page.keyboard.press("Escape")
    await drawer.waitFor({ state: "detached" })

    await menu.click()
    await drawer.waitFor()
    await page.setViewportSize({ width: 1280, height: 800 })
    await drawer.waitFor({ state: "detached" })
    expect(await page.getByRole("button", { name: "Mở menu điều hướng" }).isVisible()).toBe(false)
    await context.close()
  })

  it("closes the drawer after following a link", async () => {
    const { context, page } = await newPage(session.browser, { width: 375, height: 740 })
    await gotoHydrated(page, "/containers/vector/at")
    await page.getByRole("button", { name: "Mở menu điều hướng" }).click()
    const drawer = page.getByRole("dialog", { name: "Menu điều hướng" })
    await drawer.getByRole("link", { name: "Giới thiệu" }).click()
    await drawer.waitFor({ state: "detached" })
    expect(new URL(page.url()).pathname).toBe("/")
    await context.close()
  })
})
