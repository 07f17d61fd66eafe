import { readCounterConfig, redactedStore } from "../src/config"

describe("readCounterConfig", () => {
  it("has safe defaults", () => {
    const config = readCounterConfig({})
    expect(config).toMatchObject({
      port: 9001,
      store: "lmdb:.counter-data",
      products: ["cppvn"],
      origins: ["https://cppvn.dev"],
      rateLimitPerMinute: 60,
      trustedProxies: 0,
      maxConnections: 1_000,
    })
  })

  it("reads lists and numbers from the environment", () => {
    const config = readCounterConfig({
      SITE_URL: "https://example.org/",
      COUNTER_PRODUCTS: "cppvn, demo-2",
      COUNTER_ORIGINS: "http://a.test, http://b.test/",
      COUNTER_RATE_LIMIT: "0",
      COUNTER_STORE: "redis://127.0.0.1:6379",
    })
    expect(config.products).toEqual(["cppvn", "demo-2"])
    expect(config.origins).toEqual(["http://a.test", "http://b.test"])
    expect(config.rateLimitPerMinute).toBe(0)
    expect(config.store).toBe("redis://127.0.0.1:6379")
  })

  it("names the variable that is wrong", () => {
    expect(() => readCounterConfig({ COUNTER_PORT: "abc" })).toThrow(/COUNTER_PORT/)
    expect(() => readCounterConfig({ COUNTER_RATE_LIMIT: "-1" })).toThrow(/COUNTER_RATE_LIMIT/)
    expect(() => readCounterConfig({ COUNTER_PRODUCTS: "CppVN" })).toThrow(/COUNTER_PRODUCTS/)
    expect(() => readCounterConfig({ COUNTER_STORE: "mysql://x" })).toThrow(/COUNTER_STORE/)
    expect(() => readCounterConfig({ COUNTER_TRUSTED_PROXIES: "-1" })).toThrow(
      /COUNTER_TRUSTED_PROXIES/,
    )
    // The old switch trusted the client-written first entry: refuse it rather than ignore it.
    expect(() => readCounterConfig({ COUNTER_TRUST_PROXY: "1" })).toThrow(/COUNTER_TRUSTED_PROXIES/)
  })

  it("never prints a Redis password", () => {
    expect(redactedStore("redis://user:s3cret@redis.local:6379/0")).toBe(
      "redis://user:***@redis.local:6379/0",
    )
    expect(redactedStore("rediss://:s3cret@redis.local")).toBe("rediss://:***@redis.local")
    expect(redactedStore("lmdb:.counter-data")).toBe("lmdb:.counter-data")
  })
})
