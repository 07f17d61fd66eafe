import { gotoHydrated, newPage, setupBrowser } from "./support/browser"
import { BASE_URL, E2E_COUNTER_URL } from "./support/server"

jest.setTimeout(60_000)

const session = setupBrowser()

const COUNTER = /\/api\/count\/cppvn$/

describe("footer view counter", () => {
  it("shows the count formatted for vi-VN and caches it for an hour", async () => {
    const { context, page } = await newPage(session.browser)
    let calls = 0
    await context.route(COUNTER, (route) => {
      calls += 1
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: '{"count":12345}',
      })
    })
    await gotoHydrated(page, "/")
    const badge = page.locator("footer").getByLabel("Lượt xem")
    await badge.waitFor()
    expect(await badge.textContent()).toBe("12.345")
    expect(await page.evaluate(() => localStorage.getItem("viewCount"))).toBe("12345")
    await gotoHydrated(page, "/algorithms/sort")
    await page.reload()
    await page.locator("footer").getByLabel("Lượt xem").waitFor()
    expect(calls).toBe(1)
    expect(await page.locator("footer").textContent()).toContain(
      `Copyright © ${new Date().getFullYear()} CppVN`,
    )
    await context.close()
  })

  it("shows no badge and logs the error when the API fails", async () => {
    const { context, page } = await newPage(session.browser)
    await context.route(COUNTER, (route) => route.fulfill({ status: 200, body: "not json" }))
    const logged = page.waitForEvent(
      "console",
      (message) =>
        message.type() === "error" && message.text().startsWith("Không thể kết nối tới API"),
    )
    await gotoHydrated(page, "/")
    await logged
    expect(await page.locator("footer").getByLabel("Lượt xem").count()).toBe(0)
    await context.close()
  })
})

describe("footer view counter with the real counter service", () => {
  it("shows the count the service returned, and the service counts on from there", async () => {
    const { context, page } = await newPage(session.browser)
    const requested: string[] = []
    page.on("request", (request) => {
      if (COUNTER.test(request.url())) requested.push(request.url())
    })
    await gotoHydrated(page, "/")
    const badge = page.locator("footer").getByLabel("Lượt xem")
    await badge.waitFor()
    expect(requested).toEqual([`${E2E_COUNTER_URL}/api/count/cppvn`])
    const shown = Number((await badge.textContent())!.replace(/\D/g, ""))
    expect(shown).toBeGreaterThanOrEqual(1)
    // The service counts only requests from the site's pages: a bare request is refused, one from the site counts.
    const bare = await fetch(`${E2E_COUNTER_URL}/api/count/cppvn`)
    expect(bare.status).toBe(403)
    const fromSite = await fetch(`${E2E_COUNTER_URL}/api/count/cppvn`, {
      headers: { Origin: BASE_URL },
    })
    const next = (await fromSite.json()) as { count: number }
    expect(next.count).toBe(shown + 1)
    await context.close()
  })
})
