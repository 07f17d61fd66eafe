/** Site settings that come from the environment at build time (docs/BEHAVIOUR.md §9). */
export interface SiteSettings {
  title: string
  tagline: string
  siteUrl: string
  counterApiUrl: string
  disqusShortname: string
  product: string
  docsVersion: DocsVersion
}

/** docs/BEHAVIOUR.md §1: a single docs version. */
export interface DocsVersion {
  name: string
  label: string
  isLast: boolean
  path: string
  mainDocId: string
}

export const DOCS_VERSION: DocsVersion = {
  name: "current",
  label: "Next",
  isLast: true,
  path: "/",
  mainDocId: "intro",
}
export const PREFERRED_VERSION_KEY = "docs-preferred-version-default"

function withoutTrailingSlash(url: string): string {
  return url.replace(/\/+$/, "")
}

export function readSiteSettings(env: NodeJS.ProcessEnv = process.env): SiteSettings {
  return {
    title: "CppVN",
    tagline: "Tài liệu C++ tiếng Việt",
    siteUrl: withoutTrailingSlash(env.SITE_URL || "https://cppvn.dev"),
    counterApiUrl: withoutTrailingSlash(env.COUNTER_API_URL || "https://counter.cppvn.dev"),
    disqusShortname: env.DISQUS_SHORTNAME || "cppvn",
    product: "cppvn",
    docsVersion: DOCS_VERSION,
  }
}
