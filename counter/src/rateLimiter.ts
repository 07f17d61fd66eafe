/** Fixed one-minute windows per client. In memory: each counter instance limits the clients it serves. */
export class RateLimiter {
  private readonly windows = new Map<string, { start: number; count: number }>()

  constructor(
    private readonly limitPerWindow: number,
    private readonly windowMs = 60_000,
    private readonly maxClients = 100_000,
  ) {}

  /** `{ allowed: true }`, or the seconds to wait before the client's next window opens. */
  take(
    client: string,
    now: number,
  ): { allowed: true } | { allowed: false; retryAfterSeconds: number } {
    if (this.limitPerWindow === 0) return { allowed: true }
    let window = this.windows.get(client)
    if (!window || now - window.start >= this.windowMs) {
      if (!window && this.windows.size >= this.maxClients) this.sweep(now)
      window = { start: now, count: 0 }
      this.windows.set(client, window)
    }
    if (window.count >= this.limitPerWindow) {
      return {
        allowed: false,
        retryAfterSeconds: Math.max(1, Math.ceil((window.start + this.windowMs - now) / 1000)),
      }
    }
    window.count += 1
    return { allowed: true }
  }

  get trackedClients(): number {
    return this.windows.size
  }

  /** Forgets expired windows; if every window is live, forgets the oldest half so memory stays bounded. */
  sweep(now: number): void {
    for (const [client, window] of this.windows) {
      if (now - window.start >= this.windowMs) this.windows.delete(client)
    }
    if (this.windows.size < this.maxClients) return
    const oldest = [...this.windows].sort((a, b) => a[1].start - b[1].start)
    for (const [client] of oldest.slice(0, Math.ceil(oldest.length / 2)))
      this.windows.delete(client)
  }
}
