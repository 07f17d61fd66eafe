import { readStorage, resetStorageWrapperForTests, writeStorage } from "../../../src/lib/storage"

describe("storage wrapper", () => {
  afterEach(() => {
    jest.restoreAllMocks()
    resetStorageWrapperForTests()
    window.localStorage.clear()
  })

  it("reads and writes localStorage", () => {
    writeStorage("theme", "dark")
    expect(window.localStorage.getItem("theme")).toBe("dark")
    expect(readStorage("theme")).toBe("dark")
  })

  it("warns once and becomes a no-op when storage throws", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new Error("QuotaExceededError")
    })
    const getItem = jest.spyOn(Storage.prototype, "getItem")
    writeStorage("theme", "dark")
    writeStorage("theme", "light")
    expect(readStorage("theme")).toBeNull()
    expect(warn).toHaveBeenCalledTimes(1)
    expect(getItem).not.toHaveBeenCalled()
  })
})
