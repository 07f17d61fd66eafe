import { RateLimiter } from "../src/rateLimiter"

describe("RateLimiter", () => {
  it("allows the limit per window, then says how long to wait", () => {
    const limiter = new RateLimiter(3, 60_000)
    for (let i = 0; i < 3; i += 1) expect(limiter.take("1.2.3.4", 1_000).allowed).toBe(true)
    expect(limiter.take("1.2.3.4", 16_000)).toEqual({ allowed: false, retryAfterSeconds: 45 })
    expect(limiter.take("5.6.7.8", 16_000).allowed).toBe(true)
    expect(limiter.take("1.2.3.4", 61_000).allowed).toBe(true)
  })

  it("is off when the limit is 0", () => {
    const limiter = new RateLimiter(0)
    for (let i = 0; i < 1_000; i += 1) expect(limiter.take("x", 0).allowed).toBe(true)
  })

  it("keeps memory bounded", () => {
    const limiter = new RateLimiter(5, 60_000, 100)
    for (let i = 0; i < 1_000; i += 1) limiter.take(`client-${i}`, i)
    expect(limiter.trackedClients).toBeLessThanOrEqual(100)
    limiter.sweep(10_000_000)
    expect(limiter.trackedClients).toBe(0)
  })
})
