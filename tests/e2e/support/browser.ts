import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core"
import { BASE_URL } from "./server"

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

/** Debian's Chromium, headless, with nothing that reaches the network on its own. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
    ],
  })
}

export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number; colorScheme?: "light" | "dark" } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    colorScheme: options.colorScheme ?? "light",
  })
  const page = await context.newPage()
  return { context, page }
}

export function url(path: string): string {
  return `${BASE_URL}${path}`
}

/** Gatsby hydrates after load; interactive checks wait for React to own the page. */
export async function gotoHydrated(page: Page, path: string): Promise<void> {
  await page.goto(url(path))
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === "true")
}

/**
 * One Chromium for the test file and, with `withPage`, a fresh page (own context) per test:
 *   const session = setupBrowser({ withPage: true }); ... session.page
 */
export function setupBrowser(options: { withPage?: boolean } = {}) {
  const session = {} as { browser: Browser; page: Page }
  beforeAll(async () => {
    session.browser = await launchBrowser()
  })
  afterAll(async () => {
    await session.browser.close()
  })
  if (options.withPage) {
    beforeEach(async () => {
      session.page = (await newPage(session.browser)).page
    })
    afterEach(async () => {
      await session.page.context().close()
    })
  }
  return session
}
