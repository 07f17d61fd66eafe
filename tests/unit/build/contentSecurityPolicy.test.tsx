/** @jest-environment node */
import fs from "fs"
import os from "os"
import path from "path"
import { renderToStaticMarkup } from "react-dom/server"
import {
  applyContentSecurityPolicy,
  MAX_SITE_INLINE_SCRIPTS,
} from "../../../src/build/csp/applyPolicy"
import { pageScripts, scriptHash } from "../../../src/build/csp/inlineScripts"
import { contentSecurityPolicy } from "../../../src/build/csp/policy"
import { withSitewideLoaderScript } from "../../../src/build/csp/sitewideLoaderScript"
import React from "react"

const page = (body: string) =>
  `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title></head><body>${body}</body></html>`

describe("pageScripts", () => {
  it("returns the exact text of each inline script the browser runs, and nothing else", () => {
    const html = page(
      `<script>var a = "</scr" + "ipt>";</script>` +
        `<script src="/app.js"></script>` +
        `<script type="application/json" id="d">"/x"</script>` +
        `<script type="module">import "/m.js"</script>` +
        `<template><script>never()</script></template>`,
    )
    expect(pageScripts(html).inlineScripts).toEqual([`var a = "</scr" + "ipt>";`, `import "/m.js"`])
  })

  it("puts the policy right after <meta charset>, or replaces the one an earlier build wrote", () => {
    const html = page("")
    const { metaInsertOffset } = pageScripts(html)
    expect(html.slice(0, metaInsertOffset)).toMatch(/<meta charSet="utf-8"\/>$/)
    const withOld = html.replace(
      "<title>",
      `<meta http-equiv="Content-Security-Policy" content="old"/><title>`,
    )
    const { existingPolicy } = pageScripts(withOld)
    expect(withOld.slice(existingPolicy!.start, existingPolicy!.end)).toBe(
      `<meta http-equiv="Content-Security-Policy" content="old"/>`,
    )
  })

  it("hashes as CSP does: sha256 of the UTF-8 text, base64", () => {
    // echo -n 'alert(1)' | openssl dgst -sha256 -binary | base64
    expect(scriptHash("alert(1)")).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='")
  })
})

describe("contentSecurityPolicy", () => {
  it("allows scripts from the site, the given hashes and the comments host only", () => {
    const policy = contentSecurityPolicy({
      scriptHashes: ["'sha256-abc='"],
      counterOrigin: "https://counter.cppvn.dev",
      disqusShortname: "cppvn",
    })
    const directive = (name: string) =>
      policy
        .split("; ")
        .find((entry) => entry.startsWith(`${name} `))
        ?.split(" ")
        .slice(1)
    expect(directive("script-src")).toEqual([
      "'self'",
      "'sha256-abc='",
      "https://cppvn.disqus.com",
      "https://c.disquscdn.com",
    ])
    expect(directive("connect-src")).toContain("https://counter.cppvn.dev")
    expect(directive("object-src")).toEqual(["'none'"])
    expect(directive("base-uri")).toEqual(["'self'"])
    expect(policy).not.toContain("unsafe-eval")
    expect(directive("script-src")).not.toContain("'unsafe-inline'")
  })
})

describe("applyContentSecurityPolicy", () => {
  const sources = { counterOrigin: "http://127.0.0.1:9322", disqusShortname: "cppvn" }
  let publicDir: string
  beforeEach(() => {
    publicDir = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-csp-"))
    fs.mkdirSync(path.join(publicDir, "a"))
    fs.mkdirSync(path.join(publicDir, "_gatsby/slices"), { recursive: true })
  })
  afterEach(() => fs.rmSync(publicDir, { recursive: true, force: true }))

  it("writes one policy with every page's inline scripts into each page and _headers, once", () => {
    fs.writeFileSync(path.join(publicDir, "index.html"), page("<script>one()</script>"))
    fs.writeFileSync(path.join(publicDir, "a/index.html"), page("<script>two()</script>"))
    fs.writeFileSync(path.join(publicDir, "_gatsby/slices/s.html"), "<script>fragment()</script>")
    const applied = applyContentSecurityPolicy(publicDir, sources)
    expect(applied).toMatchObject({ pages: 2, inlineScripts: 2 })
    expect(applied.policy).toContain(scriptHash("one()"))
    expect(applied.policy).toContain(scriptHash("two()"))
    const first = fs.readFileSync(path.join(publicDir, "a/index.html"), "utf8")
    expect(first).toContain(`<meta charSet="utf-8"/><meta http-equiv="Content-Security-Policy"`)
    const headers = fs.readFileSync(path.join(publicDir, "_headers"), "utf8")
    expect(headers).toContain(`Content-Security-Policy: ${applied.policy}; frame-ancestors 'self'`)
    // A warm build runs it again over pages that already carry the policy: still one meta, same text.
    applyContentSecurityPolicy(publicDir, sources)
    const second = fs.readFileSync(path.join(publicDir, "a/index.html"), "utf8")
    expect(second).toBe(first)
    expect(second.match(/Content-Security-Policy/g)).toHaveLength(1)
  })

  it("fails, naming pages, when inline scripts differ page by page", () => {
    fs.writeFileSync(path.join(publicDir, "index.html"), page("<script>common()</script>"))
    for (let i = 0; i <= MAX_SITE_INLINE_SCRIPTS; i += 1) {
      fs.mkdirSync(path.join(publicDir, `p${i}`))
      fs.writeFileSync(
        path.join(publicDir, `p${i}/index.html`),
        page(`<script>common()</script><script>p(${i})</script>`),
      )
    }
    // The examples are pages of the varying scripts, not of the one every page shares.
    expect(() => applyContentSecurityPolicy(publicDir, sources)).toThrow(
      /script nội tuyến khác nhau.*ví dụ ở \/p\d+\//,
    )
  })
})

describe("withSitewideLoaderScript", () => {
  const gatsbyScript = (pagePath: string) => (
    <script
      key="script-loader"
      id="gatsby-script-loader"
      dangerouslySetInnerHTML={{
        __html: `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};window.___webpackCompilationHash="efb99287a9bb337549f1";/*]]>*/`,
      }}
    />
  )
  const render = (pagePath: string) =>
    renderToStaticMarkup(<>{withSitewideLoaderScript([gatsbyScript(pagePath)], pagePath)}</>)

  it("moves the page path into a data block and leaves one script that is the same on every page", () => {
    const a = pageScripts(page(render("/containers/vector/at")))
    const b = pageScripts(page(render("/algorithms/sort")))
    expect(a.inlineScripts).toEqual(b.inlineScripts)
    expect(render("/containers/vector/at")).toContain(
      `<script id="gatsby-page-path" type="application/json">"/containers/vector/at"</script>`,
    )
  })

  it("sets the same globals Gatsby's script set", () => {
    const [dataBlock, loader] = withSitewideLoaderScript([gatsbyScript("/a<b")], "/a<b").map(
      (component) => renderToStaticMarkup(<>{component}</>),
    )
    const inner = (markup: string) => markup.slice(markup.indexOf(">") + 1, -"</script>".length)
    // "<" is escaped so that no page path can close the data block
    expect(inner(dataBlock)).toBe(String.raw`"/a\u003cb"`)
    const document = {
      getElementById: (id: string) =>
        id === "gatsby-page-path" ? { textContent: inner(dataBlock) } : null,
    }
    const win: { pagePath?: string; ___webpackCompilationHash?: string } = {}
    new Function("window", "document", inner(loader))(win, document)
    expect(win).toEqual({ pagePath: "/a<b", ___webpackCompilationHash: "efb99287a9bb337549f1" })
  })

  it("keeps Gatsby's text with slices on, where the compilation hash lives elsewhere", () => {
    const sliced = (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: `/*<![CDATA[*/window.pagePath="/x";/*]]>*/` }}
      />
    )
    const [, loader] = withSitewideLoaderScript([sliced], "/x")
    expect(renderToStaticMarkup(<>{loader}</>)).toBe(
      `<script id="gatsby-script-loader">window.pagePath=JSON.parse(document.getElementById("gatsby-page-path").textContent);</script>`,
    )
    // the path must be the page's own
    expect(() => withSitewideLoaderScript([sliced], "/y")).toThrow(/gatsby-script-loader/)
  })

  it("refuses a loader script it does not know, and passes other components through", () => {
    const other = <script key="x" id="other" />
    expect(withSitewideLoaderScript([other], "/")).toEqual([other])
    const changed = (
      <script
        key="script-loader"
        id="gatsby-script-loader"
        dangerouslySetInnerHTML={{ __html: `window.pagePath="/";window.pageData={}` }}
      />
    )
    expect(() => withSitewideLoaderScript([changed], "/")).toThrow(/gatsby-script-loader/)
  })
})
