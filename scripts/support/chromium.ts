import { chromium, type Browser } from "playwright-core"

/** Debian's Chromium, headless, for the benchmarks (the browser tests have their own in tests/e2e/support). */
export function launchBenchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || "/usr/bin/chromium",
    args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  })
}
