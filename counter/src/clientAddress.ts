import net from "net"

/**
 * The address the rate limit counts a request against.
 *
 * Each proxy appends the address of the peer that connected to it to `X-Forwarded-For`, so only the last
 * `trustedProxies` entries were written by proxies we run; anything to their left came from the client and can
 * be anything. With N trusted proxies the client is the N-th entry from the right. A header with fewer entries, or
 * an entry that is not an IP address, falls back to the socket's peer (the proxy itself), so a forged header can
 * never give a client a fresh rate-limit bucket, and the limiter only ever stores short, valid addresses.
 */
export function clientAddress(
  socketAddress: string | undefined,
  forwardedFor: string | string[] | undefined,
  trustedProxies: number,
): string {
  const peer = socketAddress ?? "unknown"
  if (trustedProxies === 0 || forwardedFor === undefined) return peer
  // Several X-Forwarded-For lines mean the same as one line joined with commas (RFC 9110, 5.3).
  const entries = (Array.isArray(forwardedFor) ? forwardedFor.join(",") : forwardedFor)
    .split(",")
    .map((entry) => entry.trim())
  if (entries.length < trustedProxies) return peer
  const candidate = entries[entries.length - trustedProxies]
  return net.isIP(candidate) === 0 ? peer : candidate
}
