import fs from "fs"

export default async function globalTeardown(): Promise<void> {
  globalThis.__CPPVN_SERVER__?.kill("SIGTERM")
  const counter = globalThis.__CPPVN_COUNTER__
  if (counter) {
    await new Promise((resolve) => {
      counter.child.once("exit", resolve)
      counter.child.kill("SIGTERM")
    })
    fs.rmSync(counter.directory, { recursive: true, force: true })
  }
}
