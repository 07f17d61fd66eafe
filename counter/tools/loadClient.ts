/** A load-generating process: `node --import tsx counter/tools/loadClient.ts <total> <concurrency> <url>...`;
 *  prints the LoadResult statuses as JSON. Used by the concurrency test to hit the service from several processes. */
import { sendLoad } from "./load"

const [total, concurrency, ...urls] = process.argv.slice(2)
sendLoad(urls, Number(total), Number(concurrency)).then((result) => {
  process.stdout.write(JSON.stringify(result.statuses))
})
