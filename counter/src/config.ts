/** Counter service settings, all from environment variables (documented in README.md, "View counter"). */
export interface CounterConfig {
  host: string
  port: number
  /** `lmdb:<directory>` (default, embedded) or `redis://…` / `rediss://…`. */
  store: string
  products: string[]
  origins: string[]
  /** Requests per minute per client; 0 turns the limit off. */
  rateLimitPerMinute: number
  /**
   * How many proxies you run in front of the service. With N > 0 the client address is the N-th
   * `X-Forwarded-For` entry from the right: the one your outermost proxy wrote (see clientAddress.ts).
   */
  trustedProxies: number
  requestTimeoutMs: number
  maxBodyBytes: number
  /** Open connections accepted at once; more are closed on arrival. */
  maxConnections: number
}

export const PRODUCT_PATTERN = /^[a-z0-9-]{1,64}$/

function integer(
  env: NodeJS.ProcessEnv,
  name: string,
  fallback: number,
  min: number,
  max: number,
): number {
  const raw = env[name]
  if (raw === undefined || raw === "") return fallback
  const value = Number(raw)
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} phải là số nguyên trong khoảng ${min}–${max}, nhận được "${raw}"`)
  }
  return value
}

function list(raw: string | undefined, fallback: string[]): string[] {
  if (raw === undefined || raw.trim() === "") return fallback
  return raw
    .split(",")
    .map((item) => item.trim())
    .filter(Boolean)
}

export function readCounterConfig(env: NodeJS.ProcessEnv = process.env): CounterConfig {
  const products = list(env.COUNTER_PRODUCTS, ["cppvn"])
  const invalid = products.filter((product) => !PRODUCT_PATTERN.test(product))
  if (invalid.length > 0) {
    throw new Error(
      `COUNTER_PRODUCTS: tên không hợp lệ ${invalid.join(", ")} (cần khớp ${PRODUCT_PATTERN})`,
    )
  }
  if (env.COUNTER_TRUST_PROXY !== undefined) {
    throw new Error(
      "COUNTER_TRUST_PROXY không còn dùng: đặt COUNTER_TRUSTED_PROXIES=<số proxy của bạn đứng trước bộ đếm>",
    )
  }
  const siteUrl = (env.SITE_URL || "https://cppvn.dev").replace(/\/+$/, "")
  const store = env.COUNTER_STORE || "lmdb:.counter-data"
  if (!/^(lmdb:.+|rediss?:\/\/.+)$/.test(store)) {
    throw new Error(`COUNTER_STORE phải là "lmdb:<thư mục>" hoặc "redis://…", nhận được "${store}"`)
  }
  return {
    host: env.COUNTER_HOST || "0.0.0.0",
    port: integer(env, "COUNTER_PORT", 9001, 0, 65535),
    store,
    products,
    // Only the site itself by default; `npm start` adds its local origins (scripts/start.ts).
    origins: list(env.COUNTER_ORIGINS, [siteUrl]).map((origin) => origin.replace(/\/+$/, "")),
    rateLimitPerMinute: integer(env, "COUNTER_RATE_LIMIT", 60, 0, 1_000_000_000),
    trustedProxies: integer(env, "COUNTER_TRUSTED_PROXIES", 0, 0, 10),
    requestTimeoutMs: integer(env, "COUNTER_REQUEST_TIMEOUT_MS", 5_000, 100, 120_000),
    maxBodyBytes: integer(env, "COUNTER_MAX_BODY_BYTES", 1_024, 0, 1_048_576),
    maxConnections: integer(env, "COUNTER_MAX_CONNECTIONS", 1_000, 1, 1_000_000),
  }
}

/** The store setting as it may be printed: a Redis password never reaches a log. */
export function redactedStore(store: string): string {
  return store.replace(
    /^(rediss?:\/\/)([^@/]*)@/,
    (_match, scheme: string, credentials: string) => {
      const user = credentials.includes(":") ? credentials.slice(0, credentials.indexOf(":")) : ""
      return `${scheme}${user}:***@`
    },
  )
}
