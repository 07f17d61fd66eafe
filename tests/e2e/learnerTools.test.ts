import { gotoHydrated, setupBrowser } from "./support/browser"

jest.setTimeout(60_000)

const session = setupBrowser({ withPage: true })

describe('"Chạy thử" links', () => {
  it("opens the example's own code on Compiler Explorer in a new tab, reachable by keyboard", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    const link = session.page.getByRole("link", { name: "Chạy thử" }).first()
    expect(await link.getAttribute("target")).toBe("_blank")
    expect(await link.getAttribute("rel")).toBe("noopener noreferrer")
    // The page carries no copy of the code: the address is filled on focus, hover, touch or click.
    expect(await link.getAttribute("href")).toBe("https://godbolt.org/")
    await link.focus()
    // Focus loads the article's actions, which fill the address.
    await session.page.waitForFunction(() =>
      document.querySelector("a.code-block__try")?.getAttribute("href")?.includes("/clientstate/"),
    )
    const href = (await link.getAttribute("href")) ?? ""
    const base64 = decodeURIComponent(href.replace("https://godbolt.org/clientstate/", ""))
    const state = JSON.parse(Buffer.from(base64, "base64").toString("utf8")) as {
      sessions: Array<{ source: string }>
    }
    // The code as drawn, one line per line element (read as textContent: innerText would depend on whether the
    // browser has rendered the block yet, which content-visibility defers until it is near the viewport).
    const shown = await link
      .locator("xpath=ancestor::div[contains(concat(' ', @class, ' '), ' code-block ')][1]")
      .locator("pre .code-line")
      .evaluateAll((lines) => lines.map((line) => line.textContent).join("\n"))
    expect(state.sessions[0].source).toBe(shown)
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

describe("standard selector", () => {
  it("marks and dims what is newer than the chosen standard, and keeps the choice", async () => {
    const page = session.page
    await gotoHydrated(page, "/strings/basic_string/string/find")
    const selector = page.getByRole("combobox", { name: "Chuẩn C++" })
    expect(await selector.inputValue()).toBe("C++20")
    // Overload (5) of find is C++17 (string_view-like argument).
    const markLine = page.locator("pre .code-line", { hasText: "// (5) C++17" }).first()
    const badge = markLine.locator(".std-badge--newer")
    expect(await badge.isVisible()).toBe(false)
    const colourBefore = await markLine.evaluate((line) => getComputedStyle(line).color)

    await selector.selectOption("C++14")
    expect(await page.locator("html").getAttribute("data-std")).toBe("14")
    expect(await badge.isVisible()).toBe(true)
    expect(await badge.innerText()).toBe("từ C++17")
    expect(await markLine.evaluate((line) => getComputedStyle(line).color)).not.toBe(colourBefore)
    // A C++98 overload stays as it was.
    const oldLine = page.locator("pre .code-line", { hasText: "// (1) C++98" }).first()
    expect(await oldLine.locator(".std-badge").count()).toBe(0)

    await page.reload()
    await gotoHydrated(page, "/containers/vector/")
    expect(await page.locator("html").getAttribute("data-std")).toBe("14")
    expect(await page.getByRole("combobox", { name: "Chuẩn C++" }).inputValue()).toBe("C++14")
    // Member-table rows are marked too: operator<=> is C++20.
    const row = page
      .locator("tr", { has: page.locator("code", { hasText: "operator<=>" }) })
      .first()
    // Shown by the stylesheet for C++14. Its text is read as textContent: off screen, the browser skips the
    // table's rendering (content-visibility) and innerText, which reads rendered text, would be empty.
    const rowBadge = row.locator(".std-badge")
    expect(await rowBadge.isVisible()).toBe(true)
    expect(await rowBadge.textContent()).toBe("từ C++20")
    await page.evaluate(() => localStorage.removeItem("cppStandard"))
  })
})
