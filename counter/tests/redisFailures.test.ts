import { spawnSync } from "child_process"
import { openRedisStore } from "../src/store/redisStore"
import { freePort, startRedisServer } from "../tools/process"

jest.setTimeout(30_000)

const redisInstalled = spawnSync("redis-server", ["--version"]).status === 0
const describeWithRedis = redisInstalled ? describe : describe.skip

describe("Redis store: failure modes", () => {
  it("fails start-up after a bounded wait, with the reason, when nothing answers", async () => {
    const port = await freePort()
    const started = Date.now()
    await expect(openRedisStore(`redis://127.0.0.1:${port}`, 500, 1_500)).rejects.toThrow(
      /không kết nối được Redis trong 1\.5 s \(.+\)/,
    )
    expect(Date.now() - started).toBeLessThan(5_000)
  })
})

describeWithRedis("Redis store: failure modes with redis-server", () => {
  it("fails start-up with a wrong password instead of waiting forever", async () => {
    const server = await startRedisServer()
    if (!server) throw new Error("redis-server không khởi động được")
    try {
      const wrong = server.url.replace("redis://", "redis://:sai-mat-khau@")
      await expect(openRedisStore(wrong, 500, 1_500)).rejects.toThrow(/không kết nối được Redis/)
    } finally {
      await server.stop()
    }
  })

  it("does not count later a request that failed while Redis was down", async () => {
    const first = await startRedisServer()
    if (!first) throw new Error("redis-server không khởi động được")
    const port = Number(new URL(first.url).port)
    const store = await openRedisStore(first.url, 500)
    try {
      await first.stop()
      await expect(store.increment("mat-ket-noi")).rejects.toThrow()
      const second = await startRedisServer(port)
      if (!second) throw new Error("redis-server không khởi động lại được")
      try {
        // The client reconnects on its own; then the failed INCR must not have been replayed.
        let count: number | null = null
        for (let attempt = 0; attempt < 100 && count === null; attempt += 1) {
          count = await store.read("mat-ket-noi").catch(() => null)
          if (count === null) await new Promise((resolve) => setTimeout(resolve, 100))
        }
        expect(count).toBe(0)
      } finally {
        await second.stop()
      }
    } finally {
      await store.close().catch(() => undefined)
    }
  })
})
