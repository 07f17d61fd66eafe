/**
 * Kept apart so tests can replace it: `import.meta.url` is how webpack 5 bundles the worker; the chunk name makes
 * the worker's file findable (`search-worker-<hash>.js`) for the search benchmark.
 */
export function createSearchWorker(): Worker {
  return new Worker(
    /* webpackChunkName: "search-worker" */ new URL("./search.worker.ts", import.meta.url),
  )
}
