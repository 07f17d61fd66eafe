import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { startRedisServer, type RedisServer } from "../../tools/process"

/** One store back end the suites run against: `setUp` gives its COUNTER_STORE value, `tearDown` removes it. */
export interface Backend {
  name: "lmdb" | "redis"
  setUp(): Promise<string>
  tearDown(): Promise<void>
}

const redisInstalled = spawnSync("redis-server", ["--version"]).status === 0
if (!redisInstalled && process.env.COUNTER_REQUIRE_REDIS === "1") {
  throw new Error(
    "COUNTER_REQUIRE_REDIS=1 nhưng không tìm thấy redis-server (apt-get install -y redis-server)",
  )
}
if (!redisInstalled) {
  console.warn("redis-server chưa được cài: chỉ chạy các kiểm thử với kho LMDB.")
}

function lmdbBackend(): Backend {
  let directory = ""
  return {
    name: "lmdb",
    async setUp() {
      directory = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-counter-"))
      return `lmdb:${directory}`
    },
    async tearDown() {
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}

function redisBackend(): Backend {
  let server: RedisServer | null = null
  return {
    name: "redis",
    async setUp() {
      server = await startRedisServer()
      if (!server) throw new Error("redis-server không khởi động được")
      return server.url
    },
    async tearDown() {
      await server?.stop()
    },
  }
}

/** LMDB always; Redis too when Debian's redis-server is installed (CI installs it and requires it). */
export function backends(): Array<[string, () => Backend]> {
  const all: Array<[string, () => Backend]> = [["lmdb", lmdbBackend]]
  if (redisInstalled) all.push(["redis", redisBackend])
  return all
}
