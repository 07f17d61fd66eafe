/** What the site's Content-Security-Policy must allow besides its own origin (docs/BEHAVIOUR.md §10). */
export interface PolicySources {
  /** `'sha256-…'` of each inline script of the page, in page order. */
  scriptHashes: string[]
  /** Origin of the view-counter service the footer badge calls. */
  counterOrigin: string
  /** The Disqus forum the comments load from (`<shortname>.disqus.com`). */
  disqusShortname: string
}

/**
 * Disqus's embed.js (from the forum's own host) loads its code, styles and images from disquscdn.com, calls its
 * API on disqus.com and draws the thread in a disqus.com iframe.
 */
function disqusHosts(shortname: string): { script: string[]; frame: string[]; assets: string[] } {
  return {
    script: [`https://${shortname}.disqus.com`, "https://c.disquscdn.com"],
    frame: ["https://disqus.com"],
    assets: ["https://*.disqus.com", "https://*.disquscdn.com"],
  }
}

/**
 * The policy of one page. Scripts run only from the site itself, from the inline scripts the build found in that
 * page (by hash) and from the comments host; the page may connect only to itself, the counter and Disqus.
 * `style-src` keeps 'unsafe-inline' because React writes `style` attributes into the server HTML.
 */
export function contentSecurityPolicy({
  scriptHashes,
  counterOrigin,
  disqusShortname,
}: PolicySources): string {
  const disqus = disqusHosts(disqusShortname)
  const directives: [string, string[]][] = [
    ["default-src", ["'self'"]],
    ["script-src", ["'self'", ...scriptHashes, ...disqus.script]],
    ["style-src", ["'self'", "'unsafe-inline'", ...disqus.assets]],
    ["img-src", ["'self'", "data:", ...disqus.assets]],
    ["font-src", ["'self'", ...disqus.assets]],
    ["connect-src", ["'self'", counterOrigin, ...disqus.assets]],
    ["frame-src", [...disqus.frame, ...disqus.assets]],
    ["worker-src", ["'self'"]],
    ["manifest-src", ["'self'"]],
    ["object-src", ["'none'"]],
    ["base-uri", ["'self'"]],
    ["form-action", ["'self'"]],
  ]
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(" ")}`)
    .join("; ")
}
