import { clientAddress } from "../src/clientAddress"

describe("clientAddress", () => {
  it("ignores X-Forwarded-For unless proxies are trusted", () => {
    expect(clientAddress("10.0.0.1", "203.0.113.7", 0)).toBe("10.0.0.1")
  })

  it("takes the entry the trusted proxies wrote, not the client's own entries on its left", () => {
    // The client sent "1.1.1.1" itself; our one proxy appended the address it saw.
    expect(clientAddress("10.0.0.1", "1.1.1.1, 203.0.113.7", 1)).toBe("203.0.113.7")
    // Two proxies: the outer one wrote the client's address, the inner one the outer proxy's.
    expect(clientAddress("10.0.0.2", "1.1.1.1, 203.0.113.7, 10.0.0.1", 2)).toBe("203.0.113.7")
    // Several header lines count as one list.
    expect(clientAddress("10.0.0.1", ["1.1.1.1", "203.0.113.7"], 1)).toBe("203.0.113.7")
    expect(clientAddress("10.0.0.1", "2001:db8::1", 1)).toBe("2001:db8::1")
  })

  it("falls back to the peer when the trusted entry is missing or not an IP address", () => {
    expect(clientAddress("10.0.0.1", undefined, 1)).toBe("10.0.0.1")
    expect(clientAddress("10.0.0.1", "203.0.113.7", 2)).toBe("10.0.0.1")
    expect(clientAddress("10.0.0.1", "1.1.1.1, không-phải-ip", 1)).toBe("10.0.0.1")
    expect(clientAddress("10.0.0.1", `1.1.1.1, ${"a".repeat(8_000)}`, 1)).toBe("10.0.0.1")
  })
})
