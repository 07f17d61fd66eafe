import fs from "fs"
import path from "path"
import { readBuiltPages, type BuiltPage } from "../builtPages"
import { pageScripts, scriptHash, type PageScripts } from "./inlineScripts"
import { contentSecurityPolicy, type PolicySources } from "./policy"

/**
 * The site's inline scripts are the same on every page (gatsby-ssr.tsx makes Gatsby's per-page one constant), so
 * one policy serves the whole site and fits in a response header. More distinct scripts than this means a script
 * that differs per page crept in: fail rather than ship a policy that grows with the page count.
 */
export const MAX_SITE_INLINE_SCRIPTS = 12

/** Directives a `<meta>` policy may not carry (browsers ignore them there and warn). */
const HEADER_ONLY_DIRECTIVES = "frame-ancestors 'self'"

export interface AppliedPolicy {
  policy: string
  pages: number
  inlineScripts: number
}

function metaTag(policy: string): string {
  const content = policy.replace(/&/g, "&amp;").replace(/"/g, "&quot;")
  return `<meta http-equiv="Content-Security-Policy" content="${content}"/>`
}

function withPolicy(html: string, scripts: PageScripts, tag: string): string {
  if (scripts.existingPolicy)
    return (
      html.slice(0, scripts.existingPolicy.start) + tag + html.slice(scripts.existingPolicy.end)
    )
  return html.slice(0, scripts.metaInsertOffset) + tag + html.slice(scripts.metaInsertOffset)
}

/** `_headers` (Netlify, Cloudflare Pages): the same policy as a header, plus what only a header can say. */
export function headersFile(policy: string): string {
  return [
    "/*",
    `  Content-Security-Policy: ${policy}; ${HEADER_ONLY_DIRECTIVES}`,
    "  X-Content-Type-Options: nosniff",
    "  Referrer-Policy: strict-origin-when-cross-origin",
    "",
  ].join("\n")
}

/**
 * Hashes every inline script of every built page, writes the resulting policy into each page as a
 * `<meta http-equiv>` (replacing one an earlier build wrote) and into `public/_headers`.
 */
export function applyContentSecurityPolicy(
  publicDir: string,
  sources: Omit<PolicySources, "scriptHashes">,
  builtPages: BuiltPage[] = readBuiltPages(publicDir),
): AppliedPolicy {
  const pages = builtPages.map((page) => ({ ...page, scripts: pageScripts(page.html) }))
  /** Each distinct script's hash -> the pages that carry it. */
  const pagesOf = new Map<string, string[]>()
  for (const page of pages)
    for (const script of page.scripts.inlineScripts) {
      const hash = scriptHash(script)
      pagesOf.set(hash, [...(pagesOf.get(hash) ?? []), page.route])
    }
  if (pagesOf.size > MAX_SITE_INLINE_SCRIPTS) {
    // The scripts on the fewest pages are the ones that vary from page to page.
    const examples = [...pagesOf.values()]
      .sort((a, b) => a.length - b.length)
      .slice(0, 5)
      .map((routes) => routes[0])
      .join(", ")
    throw new Error(
      `Content-Security-Policy: ${pagesOf.size} script nội tuyến khác nhau (tối đa ` +
        `${MAX_SITE_INLINE_SCRIPTS}); có script thay đổi theo trang, ví dụ ở ${examples}`,
    )
  }
  const policy = contentSecurityPolicy({ ...sources, scriptHashes: [...pagesOf.keys()].sort() })
  const tag = metaTag(policy)
  for (const page of pages) {
    const html = withPolicy(page.html, page.scripts, tag)
    if (html !== page.html) fs.writeFileSync(page.file, html)
  }
  fs.writeFileSync(path.join(publicDir, "_headers"), headersFile(policy))
  return { policy, pages: pages.length, inlineScripts: pagesOf.size }
}
