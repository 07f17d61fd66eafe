import { spawn, type ChildProcess } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { startCounterProcess } from "../../../counter/tools/process"
import { BASE_URL, E2E_COUNTER_PORT, E2E_PORT } from "./server"

declare global {
  var __CPPVN_SERVER__: ChildProcess | undefined
  var __CPPVN_COUNTER__: { child: ChildProcess; directory: string } | undefined
}

async function waitForServer(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url)
      if (response.ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`Máy chủ thử nghiệm không trả lời tại ${url} sau ${timeoutMs} ms`)
}

/** Serves the built site (public/) on loopback with `gatsby serve`, as a reader's browser would get it. */
export default async function globalSetup(): Promise<void> {
  if (!fs.existsSync(path.resolve("public/index.html"))) {
    throw new Error(
      "Chưa có bản build trong public/: chạy `npm run build` trước khi chạy thử nghiệm trình duyệt.",
    )
  }
  const server = spawn(
    process.execPath,
    [require.resolve("gatsby/cli.js"), "serve", "--port", String(E2E_PORT), "--host", "127.0.0.1"],
    {
      stdio: ["ignore", "ignore", "inherit"],
      env: { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" },
    },
  )
  globalThis.__CPPVN_SERVER__ = server
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-e2e-counter-"))
  const counter = await startCounterProcess({
    COUNTER_PORT: String(E2E_COUNTER_PORT),
    COUNTER_STORE: `lmdb:${directory}`,
    COUNTER_ORIGINS: BASE_URL,
    COUNTER_RATE_LIMIT: "0",
  })
  globalThis.__CPPVN_COUNTER__ = { child: counter.child, directory }
  await waitForServer(`${BASE_URL}/`, 60_000)
}
