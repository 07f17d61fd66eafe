/** `incrementOnce.ts <directory>`: one increment on the LMDB store there; prints the milliseconds to the answer. */
import { openLmdbStore } from "../../src/store/lmdbStore"

const store = openLmdbStore(process.argv[2])
const started = performance.now()
store.increment("cppvn").then(async () => {
  process.stdout.write(String(Math.round(performance.now() - started)))
  await store.close()
})
