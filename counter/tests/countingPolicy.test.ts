import { mayCount } from "../src/countingPolicy"

const allowed = new Set(["https://cppvn.dev"])

describe("mayCount", () => {
  it("counts a request whose Origin is allowed, and no other Origin", () => {
    expect(mayCount({ origin: "https://cppvn.dev" }, allowed)).toBe(true)
    expect(mayCount({ origin: "https://evil.example" }, allowed)).toBe(false)
    // An allowed Referer does not rescue a foreign Origin.
    expect(
      mayCount({ origin: "https://evil.example", referer: "https://cppvn.dev/" }, allowed),
    ).toBe(false)
  })

  it("without Origin, trusts Sec-Fetch-Site when the browser sends it", () => {
    expect(mayCount({ "sec-fetch-site": "same-origin" }, allowed)).toBe(true)
    expect(mayCount({ "sec-fetch-site": "same-site" }, allowed)).toBe(true)
    // <img src=…/api/count/cppvn> on another site
    expect(
      mayCount({ "sec-fetch-site": "cross-site", referer: "https://cppvn.dev/x" }, allowed),
    ).toBe(false)
    // the URL typed into the address bar
    expect(mayCount({ "sec-fetch-site": "none" }, allowed)).toBe(false)
  })

  it("otherwise needs a Referer on an allowed origin", () => {
    expect(mayCount({ referer: "https://cppvn.dev/containers/vector/" }, allowed)).toBe(true)
    expect(mayCount({ referer: "https://evil.example/cppvn.dev" }, allowed)).toBe(false)
    expect(mayCount({ referer: "không phải URL" }, allowed)).toBe(false)
    expect(mayCount({}, allowed)).toBe(false)
  })
})
