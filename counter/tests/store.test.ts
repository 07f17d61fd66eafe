import { openStore } from "../src/store/openStore"
import type { CounterStore } from "../src/store/CounterStore"
import { backends } from "./support/backends"

jest.setTimeout(30_000)

describe.each(backends())("kho %s", (_name, makeBackend) => {
  const backend = makeBackend()
  let spec = ""
  let store: CounterStore

  beforeAll(async () => {
    spec = await backend.setUp()
    store = await openStore(spec)
  })
  afterAll(async () => {
    await store.close()
    await backend.tearDown()
  })

  it("starts a product at 0 and counts one by one", async () => {
    expect(await store.read("moi")).toBe(0)
    expect(await store.increment("moi")).toBe(1)
    expect(await store.increment("moi")).toBe(2)
    expect(await store.read("moi")).toBe(2)
  })

  it("keeps products apart", async () => {
    await store.increment("a")
    await store.increment("a")
    await store.increment("b")
    expect([await store.read("a"), await store.read("b")]).toEqual([2, 1])
  })

  it("loses no increment under concurrency from two connections", async () => {
    const second = await openStore(spec)
    const before = await store.read("dong-thoi")
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) => (i % 2 ? store : second).increment("dong-thoi")),
    )
    await second.close()
    expect(await store.read("dong-thoi")).toBe(before + 400)
    expect(new Set(results).size).toBe(400)
  })

  it("keeps the counts when the store is closed and opened again", async () => {
    await store.increment("ben-vung")
    await store.close()
    store = await openStore(spec)
    expect(await store.read("ben-vung")).toBe(1)
    await expect(store.ping()).resolves.toBeUndefined()
  })
})
