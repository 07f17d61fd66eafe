import { spawn, type ChildProcess } from "child_process"
import net from "net"
import path from "path"

export const COUNTER_MAIN = path.resolve(__dirname, "../src/main.ts")

/** A free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer()
    probe.once("error", reject)
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address() as net.AddressInfo
      probe.close(() => resolve(address.port))
    })
  })
}

export async function waitForHttp(url: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} không trả lời sau ${timeoutMs} ms`)
}

export interface RunningCounter {
  url: string
  child: ChildProcess
  /** Resolves with the exit code (or the signal name) once the process has ended. */
  exited: Promise<number | string>
}

/** Starts `counter/src/main.ts` in its own Node process (tsx loaded in-process, so signals reach it directly). */
export async function startCounterProcess(
  env: Record<string, string>,
  { showOutput = false, uid }: { showOutput?: boolean; uid?: number } = {},
): Promise<RunningCounter> {
  const port = Number(env.COUNTER_PORT) || (await freePort())
  const child = spawn(process.execPath, ["--import", "tsx", COUNTER_MAIN], {
    env: { ...process.env, COUNTER_HOST: "127.0.0.1", ...env, COUNTER_PORT: String(port) },
    stdio: ["ignore", showOutput ? "inherit" : "ignore", "inherit"],
    ...(uid === undefined ? {} : { uid, gid: uid }),
  })
  const exited = new Promise<number | string>((resolve) => {
    child.once("exit", (code, signal) => resolve(code ?? signal ?? -1))
  })
  const url = `http://127.0.0.1:${port}`
  await Promise.race([
    waitForHttp(`${url}/healthz`),
    exited.then((code) => {
      throw new Error(`bộ đếm thoát (${code}) trước khi sẵn sàng`)
    }),
  ])
  return { url, child, exited }
}

export interface RedisServer {
  url: string
  stop(): Promise<void>
}

/**
 * Debian's `redis-server` on loopback with no persistence (on a free port, or on `port` to restart one where it
 * was), or null when it is not installed.
 */
export async function startRedisServer(port?: number): Promise<RedisServer | null> {
  port ??= await freePort()
  const child = spawn(
    "redis-server",
    ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
    {
      stdio: "ignore",
    },
  )
  const failed = await new Promise<boolean>((resolve) => {
    child.once("error", () => resolve(true))
    const started = Date.now()
    const poll = () => {
      const socket = net.connect(port, "127.0.0.1")
      socket.once("connect", () => {
        socket.destroy()
        resolve(false)
      })
      socket.once("error", () => {
        if (Date.now() - started > 10_000) resolve(true)
        else setTimeout(poll, 50)
      })
    }
    poll()
  })
  if (failed) {
    child.kill("SIGKILL")
    return null
  }
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve())
        child.kill("SIGTERM")
      }),
  }
}
