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

  it("tracks at most 100 000 clients by default, however many live ones arrive", () => {
    const limiter = new RateLimiter(60)
    // all within one window, so nothing expires: the cap alone bounds the memory
    for (let i = 0; i < 150_000; i += 1)
      limiter.take(`10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`, 0)
    expect(limiter.trackedClients).toBeLessThanOrEqual(100_000)
    expect(limiter.trackedClients).toBeGreaterThan(0)
  })
})
