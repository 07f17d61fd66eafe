/**
 * `npm start`: the view-counter service on :9001 (unless COUNTER_API_URL points at one already), a production build
 * whose footer badge calls it, and the built site on http://localhost:9000. Ctrl+C / SIGTERM stops everything.
 */
import { spawn, type ChildProcess } from "child_process"
import { startCounterProcess, type RunningCounter } from "../counter/tools/process"

const SITE_PORT = 9000
const GATSBY_CLI = require.resolve("gatsby/cli.js")
const children: ChildProcess[] = []

function run(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  const child = spawn(process.execPath, [GATSBY_CLI, ...args], { stdio: "inherit", env })
  children.push(child)
  return child
}

function stopAll(code: number): void {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM")
  setTimeout(() => process.exit(code), 500).unref()
}

async function startCounter(): Promise<RunningCounter> {
  const port = process.env.COUNTER_PORT || "9001"
  const siteUrl = process.env.SITE_URL || "https://cppvn.dev"
  const counter = await startCounterProcess(
    {
      COUNTER_PORT: port,
      COUNTER_HOST: process.env.COUNTER_HOST || "0.0.0.0",
      COUNTER_ORIGINS:
        process.env.COUNTER_ORIGINS ||
        `http://localhost:${SITE_PORT},http://127.0.0.1:${SITE_PORT},${siteUrl}`,
    },
    { showOutput: true },
  )
  children.push(counter.child)
  counter.exited.then((code) =>
    console.warn(`Bộ đếm lượt xem đã dừng (${code}); trang vẫn chạy, huy hiệu sẽ ẩn.`),
  )
  return counter
}

async function main(): Promise<void> {
  process.on("SIGINT", () => stopAll(0))
  process.on("SIGTERM", () => stopAll(0))
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1" }
  if (!env.COUNTER_API_URL) {
    await startCounter()
    env.COUNTER_API_URL = `http://localhost:${process.env.COUNTER_PORT || "9001"}`
  }
  // An incremental build on the existing .cache is correct (npm run check:warm-build proves it) and much faster.
  console.log(`Build với COUNTER_API_URL=${env.COUNTER_API_URL}`)
  const build = run(["build"], env)
  const buildCode = await new Promise<number>((resolve) =>
    build.once("exit", (code) => resolve(code ?? 1)),
  )
  if (buildCode !== 0) {
    console.error(`gatsby build thất bại (mã ${buildCode}).`)
    return stopAll(buildCode)
  }
  const serve = run(["serve", "--port", String(SITE_PORT), "--host", "0.0.0.0"], env)
  serve.once("exit", (code) => stopAll(code ?? 0))
}

main().catch((error: Error) => {
  console.error(error.message)
  stopAll(1)
})
