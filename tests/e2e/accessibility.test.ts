import fs from "fs"
import { gotoHydrated, newPage, url, setupBrowser } from "./support/browser"

jest.setTimeout(180_000)

const AXE_SOURCE = fs.readFileSync(require.resolve("axe-core/axe.min.js"), "utf8")
const MODEL_PAGES = [
  "/",
  "/containers/vector/",
  "/containers/vector/at",
  "/algorithms/sort",
  "/strings/basic_string/string/substr",
  "/algorithms/",
  "/khong-ton-tai",
]

interface AxeViolation {
  id: string
  impact: string | null
  help: string
  nodes: Array<{ target: string[] }>
}

const session = setupBrowser()

describe.each([
  ["light", 375],
  ["light", 1280],
  ["dark", 375],
  ["dark", 1280],
] as const)("axe-core, %s mode, %i px", (mode, width) => {
  it("finds no violations of any impact on the model pages", async () => {
    const { context, page } = await newPage(session.browser, { width, colorScheme: mode })
    // An init script runs outside the page's Content-Security-Policy, which refuses an injected inline script.
    await context.addInitScript({ content: AXE_SOURCE })
    await context.addInitScript((stored) => {
      localStorage.setItem("theme", stored)
      // The oldest standard shows every version mark and dims every newer line: their colours are checked too.
      localStorage.setItem("cppStandard", "C++11")
    }, mode)
    const failures: string[] = []
    for (const path of MODEL_PAGES) {
      if (path === "/khong-ton-tai") await page.goto(url(path))
      else await gotoHydrated(page, path)
      expect(await page.locator("html").getAttribute("data-theme")).toBe(mode)
      const violations = await page.evaluate(async () => {
        const axe = (
          window as unknown as {
            axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> }
          }
        ).axe
        const result = await axe.run(document, { resultTypes: ["violations"] })
        return result.violations
      })
      for (const violation of violations) {
        failures.push(
          `${path}: ${violation.id} (${violation.impact}) ${violation.help} — ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(" "))
            .join(", ")}`,
        )
      }
    }
    expect(failures).toEqual([])
    await context.close()
  })
})
