import { handlePreloadFailure, isChunkLoadFailure } from "../../../src/lib/preloadFailure"

describe("route preload failure", () => {
  const chunkError = Object.assign(new Error("Loading chunk 123 failed."), {
    name: "ChunkLoadError",
  })

  it("recognises chunk load failures only", () => {
    expect(isChunkLoadFailure(chunkError)).toBe(true)
    expect(isChunkLoadFailure(new TypeError("x is undefined"))).toBe(false)
    expect(isChunkLoadFailure(null)).toBe(false)
  })

  it("warns and reloads once per path, never in a loop", () => {
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined)
    const reload = jest.fn()
    const session = window.sessionStorage
    session.clear()
    expect(handlePreloadFailure(chunkError, "/algorithms/sort", session, reload)).toBe("reloaded")
    expect(handlePreloadFailure(chunkError, "/algorithms/sort", session, reload)).toBe(
      "already-reloaded",
    )
    expect(reload).toHaveBeenCalledTimes(1)
    expect(warn).toHaveBeenCalledTimes(2)
    expect(handlePreloadFailure(new Error("khác"), "/", session, reload)).toBe("ignored")
    warn.mockRestore()
  })
})
