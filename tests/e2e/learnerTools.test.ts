import { gotoHydrated, setupBrowser } from "./support/browser"

jest.setTimeout(60_000)

const session = setupBrowser({ withPage: true })

describe('"Chạy thử" links', () => {
  it("opens the example's own code on Compiler Explorer in a new tab, reachable by keyboard", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    const link = session.page.getByRole("link", { name: "Chạy thử" }).first()
    expect(await link.getAttribute("target")).toBe("_blank")
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer")
    const href = (await link.getAttribute("href")) ?? ""
    const base64 = decodeURIComponent(href.replace("https://godbolt.org/clientstate/", ""))
    const state = JSON.parse(Buffer.from(base64, "base64").toString("utf8")) as {
      sessions: Array<{ source: string }>
    }
    const shown = await link
      .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' code-block ')][1]")
      .locator("pre")
      .innerText()
    // The page draws an empty line as an empty block, which innerText drops.
    const nonEmptyLines = (text: string) => text.split("\n").filter((line) => line.trim() !== "")
    expect(nonEmptyLines(state.sessions[0].source)).toEqual(nonEmptyLines(shown))
    await link.focus()
    expect(await session.page.evaluate(() => document.activeElement?.textContent)).toBe("Chạy thử")
  })
})

describe("identifiers in code", () => {
  it("link to their page and navigate there, while copy still gives plain code", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    const link = session.page.locator("pre a.code-link", { hasText: "std::vector" }).first()
    expect(await link.getAttribute("href")).toBe("/containers/vector/")
    await link.click()
    await session.page.waitForURL(/\/containers\/vector\/$/)
    expect(await session.page.getByRole("heading", { level: 1 }).innerText()).toContain(
      "std::vector",
    )
  })
})

describe("printing", () => {
  it("prints the article and its code without the site's chrome", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    const page = session.page
    await page.emulateMedia({ media: "print" })
    for (const landmark of [
      page.getByRole("navigation", { name: "Thanh bên tài liệu" }),
      page.getByRole("navigation", { name: "Mục lục trang" }),
      page.getByRole("contentinfo"),
    ])
      expect(await landmark.isVisible()).toBe(false)
    // innerText leaves out what the print stylesheet hides: it is the text that reaches the paper.
    const printed = await page.evaluate(() => document.body.innerText)
    expect(printed).toContain("std::vector::at")
    expect(printed).toContain("#include <vector>")
    expect(printed).not.toContain("Chạy thử")
    expect(printed).not.toContain("Sao chép mã")
    const pdf = await page.pdf({ format: "A4" })
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-")
    expect(pdf.length).toBeGreaterThan(10_000)
  })
})
