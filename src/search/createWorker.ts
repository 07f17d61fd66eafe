/** Kept apart so tests can replace it: `import.meta.url` is how webpack 5 bundles the worker. */
export function createSearchWorker(): Worker {
  return new Worker(new URL("./search.worker.ts", import.meta.url))
}
