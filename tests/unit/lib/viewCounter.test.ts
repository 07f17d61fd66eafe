import {
  COUNTER_ERROR_MESSAGE,
  counterUrl,
  LAST_VISIT_KEY,
  loadViewCount,
  VIEW_COUNT_KEY,
  VIEW_COUNT_TTL_MS,
} from "../../../src/lib/viewCounter"

const API = "https://counter.example"
const okResponse = (body: unknown) =>
  ({ ok: true, status: 200, json: () => Promise.resolve(body) }) as unknown as Response

describe("view counter", () => {
  let errors: jest.SpyInstance
  beforeEach(() => {
    window.localStorage.clear()
    errors = jest.spyOn(console, "error").mockImplementation(() => undefined)
  })
  afterEach(() => errors.mockRestore())

  it("calls the contract URL, stores the count and the time", async () => {
    const fetchMock = jest.fn().mockResolvedValue(okResponse({ count: 12345 }))
    expect(await loadViewCount(API, "cppvn", fetchMock, () => 1000)).toBe(12345)
    expect(fetchMock.mock.calls[0][0]).toBe("https://counter.example/api/count/cppvn")
    expect(window.localStorage.getItem(VIEW_COUNT_KEY)).toBe("12345")
    expect(window.localStorage.getItem(LAST_VISIT_KEY)).toBe("1000")
    expect(counterUrl("https://a/", "x")).toBe("https://a/api/count/x")
  })

  it("uses the cache for exactly one hour", async () => {
    window.localStorage.setItem(VIEW_COUNT_KEY, "7")
    window.localStorage.setItem(LAST_VISIT_KEY, "0")
    const fetchMock = jest.fn().mockResolvedValue(okResponse({ count: 8 }))
    expect(await loadViewCount(API, "cppvn", fetchMock, () => VIEW_COUNT_TTL_MS - 1)).toBe(7)
    expect(fetchMock).not.toHaveBeenCalled()
    expect(await loadViewCount(API, "cppvn", fetchMock, () => VIEW_COUNT_TTL_MS)).toBe(8)
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it.each([
    ["a network failure", () => Promise.reject(new TypeError("Failed to fetch"))],
    [
      "a non-2xx answer",
      () => Promise.resolve({ ok: false, status: 503, json: () => Promise.resolve({}) }),
    ],
    [
      "invalid JSON",
      () =>
        Promise.resolve({
          ok: true,
          status: 200,
          json: () => Promise.reject(new SyntaxError("bad")),
        }),
    ],
    ["a negative count", () => Promise.resolve(okResponse({ count: -1 }))],
    ["a string count", () => Promise.resolve(okResponse({ count: "12" }))],
    ["an infinite count", () => Promise.resolve(okResponse({ count: Infinity }))],
    ["a missing count", () => Promise.resolve(okResponse(null))],
  ])("shows nothing and logs the contract error on %s", async (_name, answer) => {
    const fetchMock = jest.fn().mockImplementation(answer)
    expect(await loadViewCount(API, "cppvn", fetchMock)).toBeNull()
    expect(errors).toHaveBeenCalledWith(COUNTER_ERROR_MESSAGE, expect.anything())
    expect(window.localStorage.getItem(VIEW_COUNT_KEY)).toBeNull()
  })

  it("gives up after 5 seconds", async () => {
    jest.useFakeTimers()
    const fetchMock = jest
      .fn()
      .mockImplementation(
        (_url: string, init: RequestInit) =>
          new Promise((_resolve, reject) =>
            init.signal?.addEventListener("abort", () => reject(init.signal?.reason)),
          ),
      )
    const result = loadViewCount(API, "cppvn", fetchMock)
    jest.advanceTimersByTime(5000)
    expect(await result).toBeNull()
    expect(errors).toHaveBeenCalledWith(COUNTER_ERROR_MESSAGE, expect.anything())
    jest.useRealTimers()
  })
})
