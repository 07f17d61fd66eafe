import { spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import net from "net"
import { SITE_ORIGIN } from "../tools/load"
import { startCounterProcess, type RunningCounter } from "../tools/process"
import { backends } from "./support/backends"

jest.setTimeout(120_000)

const LOAD_CLIENT = path.resolve(__dirname, "../tools/loadClient.ts")

/** Runs one load-generating process and returns its status counts. */
function loadFromProcess(
  total: number,
  concurrency: number,
  urls: string[],
): Promise<Record<string, number>> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", LOAD_CLIENT, String(total), String(concurrency), ...urls],
      {
        stdio: ["ignore", "pipe", "inherit"],
      },
    )
    let output = ""
    child.stdout.on("data", (chunk) => (output += chunk))
    child.once("error", reject)
    child.once("exit", (code) =>
      code === 0 ? resolve(JSON.parse(output)) : reject(new Error(`loadClient thoát ${code}`)),
    )
  })
}

async function count(counter: RunningCounter): Promise<number> {
  const response = await fetch(`${counter.url}/api/count/cppvn`, {
    headers: { Origin: SITE_ORIGIN },
  })
  return ((await response.json()) as { count: number }).count
}

async function kill(counter: RunningCounter, signal: NodeJS.Signals): Promise<number | string> {
  counter.child.kill(signal)
  return counter.exited
}

describe.each(backends())("tiến trình thật, kho %s", (_name, makeBackend) => {
  const backend = makeBackend()
  let store = ""
  const env = () => ({ COUNTER_STORE: store, COUNTER_RATE_LIMIT: "0" })

  beforeAll(async () => {
    store = await backend.setUp()
  })
  afterAll(async () => {
    await backend.tearDown()
  })

  it("2 000 concurrent requests from 4 processes to 2 instances add exactly 2 000", async () => {
    const instances = [await startCounterProcess(env()), await startCounterProcess(env())]
    try {
      const before = await count(instances[0])
      const urls = instances.map((instance) => `${instance.url}/api/count/cppvn`)
      const results = await Promise.all(
        Array.from({ length: 4 }, () => loadFromProcess(500, 50, urls)),
      )
      for (const statuses of results) expect(statuses).toEqual({ "200": 500 })
      expect(await count(instances[1])).toBe(before + 2_000 + 1)
    } finally {
      await Promise.all(instances.map((instance) => kill(instance, "SIGTERM")))
    }
  })

  it("keeps the count across kill -9 and a restart", async () => {
    let instance = await startCounterProcess(env())
    const before = await count(instance)
    for (let i = 0; i < 9; i += 1) await count(instance)
    expect(await kill(instance, "SIGKILL")).toBe("SIGKILL")
    instance = await startCounterProcess(env())
    try {
      expect(await count(instance)).toBe(before + 10)
    } finally {
      await kill(instance, "SIGTERM")
    }
  })

  it("stops cleanly on SIGTERM with exit code 0 and keeps the count", async () => {
    let instance = await startCounterProcess(env())
    const before = await count(instance)
    expect(await kill(instance, "SIGTERM")).toBe(0)
    instance = await startCounterProcess(env())
    try {
      expect(await count(instance)).toBe(before + 1)
    } finally {
      await kill(instance, "SIGTERM")
    }
  })

  it("stops with exit code 0 at once on SIGTERM while a client is still sending a request", async () => {
    const instance = await startCounterProcess(env())
    const { port } = new URL(instance.url)
    const slow = net.connect(Number(port), "127.0.0.1")
    await new Promise((resolve) => slow.once("connect", resolve))
    slow.on("error", () => undefined)
    slow.write("GET /api/count/cppvn HTTP/1.1\r\nHost: x\r\n")
    await new Promise((resolve) => setTimeout(resolve, 200))
    const started = Date.now()
    expect(await kill(instance, "SIGTERM")).toBe(0)
    // The request timeout is 5 s and the forced exit 10 s: a clean stop does not wait for either.
    expect(Date.now() - started).toBeLessThan(3_000)
    slow.destroy()
  })
})

it("refuses to start with a bad configuration, naming the variable", async () => {
  await expect(startCounterProcess({ COUNTER_RATE_LIMIT: "nhiều" })).rejects.toThrow(/thoát \(1\)/)
})

it("exits with code 1 and a message, not a crash, when it cannot write the LMDB data directory", async () => {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-counter-"))
  // Root writes anywhere: run the service as "nobody" then; otherwise take the write permission away.
  const asRoot = process.getuid?.() === 0
  if (!asRoot) fs.chmodSync(directory, 0o555)
  else fs.chmodSync(directory, 0o755)
  try {
    await expect(
      startCounterProcess({ COUNTER_STORE: `lmdb:${directory}` }, asRoot ? { uid: 65534 } : {}),
    ).rejects.toThrow(/thoát \(1\)/)
    const file = path.join(directory, "..", `${path.basename(directory)}-file`)
    fs.writeFileSync(file, "")
    await expect(startCounterProcess({ COUNTER_STORE: `lmdb:${file}` })).rejects.toThrow(
      /thoát \(1\)/,
    )
    fs.rmSync(file)
  } finally {
    fs.chmodSync(directory, 0o755)
    fs.rmSync(directory, { recursive: true, force: true })
  }
})
