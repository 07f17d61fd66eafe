import { latestOnly } from "../../../src/lib/latestOnly"

function deferredRunner() {
  const calls: Array<{ args: string; resolve: (value: string) => void }> = []
  const run = (args: string) =>
    new Promise<string>((resolve) => {
      calls.push({ args, resolve })
    })
  return { calls, run }
}
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe("latestOnly", () => {
  it("runs one call at a time and, of those made meanwhile, only the last", async () => {
    const { calls, run } = deferredRunner()
    const results: string[] = []
    const runner = latestOnly(run, (outcome) => outcome.ok && results.push(outcome.value))
    runner.call("v")
    runner.call("ve")
    runner.call("vec")
    runner.call("vector")
    expect(calls.map((c) => c.args)).toEqual(["v"])
    calls[0].resolve("hits for v")
    await flush()
    expect(calls.map((c) => c.args)).toEqual(["v", "vector"])
    calls[1].resolve("hits for vector")
    await flush()
    expect(results).toEqual(["hits for vector"])
  })

  it("delivers the result when nothing newer was asked", async () => {
    const { calls, run } = deferredRunner()
    const results: string[] = []
    const runner = latestOnly(run, (outcome) => outcome.ok && results.push(outcome.value))
    runner.call("sort")
    calls[0].resolve("hits")
    await flush()
    expect(results).toEqual(["hits"])
  })

  it("reports errors, and after cancel drops the running call and the waiting one", async () => {
    const errors: string[] = []
    const failing = latestOnly(
      () => Promise.reject(new Error("offline")),
      (outcome) => !outcome.ok && errors.push(outcome.error.message),
    )
    failing.call("x")
    await flush()
    expect(errors).toEqual(["offline"])

    const { calls, run } = deferredRunner()
    const results: string[] = []
    const runner = latestOnly(run, (outcome) => outcome.ok && results.push(outcome.value))
    runner.call("a")
    runner.call("b")
    runner.cancel()
    calls[0].resolve("hits for a")
    await flush()
    expect(calls).toHaveLength(1)
    expect(results).toEqual([])
  })
})
