/** Where the counts live. Both implementations pass the same contract suite (counter/tests/store.test.ts). */
export interface CounterStore {
  readonly kind: "lmdb" | "redis"
  /** Adds one to the product's count atomically, also across processes, and returns the new count. */
  increment(product: string): Promise<number>
  /** The current count without changing it (0 for a product never counted). */
  read(product: string): Promise<number>
  /** Resolves when the store answers; rejects otherwise (used by GET /healthz). */
  ping(): Promise<void>
  close(): Promise<void>
}

export const KEY_PREFIX = "cppvn-counter:"
