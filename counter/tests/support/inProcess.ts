import type http from "http"
import type net from "net"
import { readCounterConfig, type CounterConfig } from "../../src/config"
import { createCounterServer } from "../../src/server"
import { openStore } from "../../src/store/openStore"
import type { CounterStore } from "../../src/store/CounterStore"

export interface InProcessCounter {
  url: string
  port: number
  store: CounterStore
  close(): Promise<void>
}

/** The API on a loopback port inside the test process, with `overrides` on top of the defaults. */
export async function startInProcess(
  storeSpec: string,
  overrides: Partial<CounterConfig> = {},
): Promise<InProcessCounter> {
  const config = { ...readCounterConfig({}), ...overrides, store: storeSpec }
  const store = await openStore(storeSpec)
  const server: http.Server = createCounterServer(config, store).http
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const port = (server.address() as net.AddressInfo).port
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    store,
    async close() {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await store.close()
    },
  }
}
