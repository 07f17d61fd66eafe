/** Starts the counter service: `tsx counter/src/main.ts` (configuration: see README.md, "View counter"). */
import { readCounterConfig, redactedStore } from "./config"
import { createCounterServer } from "./server"
import { openStore } from "./store/openStore"

const SHUTDOWN_GRACE_MS = 10_000

async function main(): Promise<void> {
  const config = readCounterConfig()
  const store = await openStore(config.store)
  const counter = createCounterServer(config, store)
  await new Promise<void>((resolve, reject) => {
    counter.http.once("error", reject)
    counter.http.listen(config.port, config.host, resolve)
  })
  const address = counter.http.address()
  const port = typeof address === "object" && address ? address.port : config.port
  console.log(`Bộ đếm lượt xem: http://${config.host}:${port} (kho ${redactedStore(config.store)})`)

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`Bộ đếm: nhận ${signal}, dừng nhận yêu cầu mới và đóng kho.`)
    setTimeout(() => {
      console.error("Bộ đếm: quá thời gian dừng, thoát cưỡng bức.")
      process.exit(1)
    }, SHUTDOWN_GRACE_MS).unref()
    counter
      .shutdown()
      .then(() => store.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      )
  }
  process.on("SIGTERM", () => stop("SIGTERM"))
  process.on("SIGINT", () => stop("SIGINT"))
}

main().catch((error: Error) => {
  console.error(`Bộ đếm không khởi động được: ${error.message}`)
  process.exit(1)
})
