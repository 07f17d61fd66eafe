import type { Page } from "playwright-core"
import { gotoHydrated, setupBrowser } from "./support/browser"

jest.setTimeout(90_000)

const session = setupBrowser({ withPage: true })

/** The pages the performance audit uses (issue 18), plus the search page. */
const PAGES = [
  "/",
  "/algorithms/sort",
  "/containers/vector/at",
  "/strings/basic_string/string/substr",
  "/protech/exception_handling/",
  "/search?q=vector",
]

/** Records every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { __cspViolations: string[] }).__cspViolations = seen
    document.addEventListener("securitypolicyviolation", (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const logged: string[] = []
  page.on("console", (message) => {
    if (message.text().includes("Content Security Policy")) logged.push(message.text())
  })
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __cspViolations: string[] }).__cspViolations,
    )),
    ...logged,
  ]
}

describe("Content-Security-Policy", () => {
  it.each(PAGES)("%s runs, hydrates and searches with no violation", async (path) => {
    const violations = await recordViolations(session.page)
    await gotoHydrated(session.page, path)
    const policy = await session.page
      .locator('head meta[http-equiv="Content-Security-Policy"]')
      .getAttribute("content")
    expect(policy).toContain("object-src 'none'")
    // the worker, the manifest and the shards a query needs
    await session.page.getByRole("combobox", { name: "Tìm kiếm" }).fill("sap xep")
    await session.page.getByRole("option").first().waitFor()
    expect(await violations()).toEqual([])
  })

  it("blocks a script injected into the page", async () => {
    const violations = await recordViolations(session.page)
    await gotoHydrated(session.page, "/algorithms/sort")
    const ran = await session.page.evaluate(() => {
      const script = document.createElement("script")
      script.textContent = "window.__injected = true"
      document.body.append(script)
      return (window as unknown as { __injected?: boolean }).__injected === true
    })
    expect(ran).toBe(false)
    expect((await violations()).join("\n")).toMatch(/script-src/)
  })

  it("lets the comments load from the comments host with no violation", async () => {
    const violations = await recordViolations(session.page)
    // Stand-ins for Disqus: its embed script loads more code from its CDN, as the real one does.
    await session.page.route("https://cppvn.disqus.com/embed.js", (route) =>
      route.fulfill({
        contentType: "text/javascript",
        body: `var s = document.createElement("script"); s.src = "https://c.disquscdn.com/next/embed.js"; document.head.appendChild(s);`,
      }),
    )
    await session.page.route("https://c.disquscdn.com/next/embed.js", (route) =>
      route.fulfill({ contentType: "text/javascript", body: "window.__disqusLoaded = true" }),
    )
    await gotoHydrated(session.page, "/algorithms/sort")
    await session.page.getByRole("heading", { name: "Bình luận" }).scrollIntoViewIfNeeded()
    await session.page.waitForFunction(
      () => (window as unknown as { __disqusLoaded?: boolean }).__disqusLoaded === true,
    )
    expect(await violations()).toEqual([])
  })
})
