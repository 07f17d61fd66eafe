import React from "react"

const LOADER_SCRIPT_ID = "gatsby-script-loader"
export const PAGE_PATH_DATA_ID = "gatsby-page-path"

type ScriptElement = React.ReactElement<{
  id?: string
  dangerouslySetInnerHTML?: { __html: string }
}>

/**
 * Gatsby 5's text for the loader script (cache-dir/static-entry.js) without inline page data; the compilation
 * hash is there only when slices are off (with slices it lives in the `_gatsby-scripts` slice).
 */
const GATSBY_LOADER_TEXT =
  /^\/\*<!\[CDATA\[\*\/window\.pagePath=(.*?);(window\.___webpackCompilationHash="[0-9a-f]*";)?\/\*\]\]>\*\/$/

/**
 * Gatsby writes `window.pagePath="/x/y"` into an inline script, so that script's text, and its hash in the
 * Content-Security-Policy, differ on every page. This moves the path into a JSON data block (not run, so outside
 * `script-src`) and replaces the script with one that reads it and is the same on every page of a build, so one
 * policy with a handful of hashes serves the whole site (src/build/csp/applyPolicy.ts).
 *
 * Only Gatsby's exact production text is rewritten; anything else fails the build rather than drop a statement
 * Gatsby added. `gatsby develop` has no loader script, and its components pass through unchanged.
 */
export function withSitewideLoaderScript(
  components: React.ReactNode[],
  pagePath: string,
): React.ReactNode[] {
  return components.flatMap((component): React.ReactNode[] => {
    const element = component as ScriptElement
    if (element?.type !== "script" || element.props.id !== LOADER_SCRIPT_ID) return [component]
    const text = element.props.dangerouslySetInnerHTML?.__html ?? ""
    const match = GATSBY_LOADER_TEXT.exec(text)
    if (!match || match[1] !== JSON.stringify(pagePath)) {
      throw new Error(
        `gatsby-ssr: script "${LOADER_SCRIPT_ID}" của Gatsby không còn như dự kiến trên trang ${pagePath}: ${text.slice(0, 200)}`,
      )
    }
    const pathJson = JSON.stringify(pagePath).replace(/</g, "\\u003c")
    const reader =
      `window.pagePath=JSON.parse(document.getElementById("${PAGE_PATH_DATA_ID}").textContent);` +
      (match[2] ?? "")
    return [
      <script
        key={PAGE_PATH_DATA_ID}
        id={PAGE_PATH_DATA_ID}
        type="application/json"
        dangerouslySetInnerHTML={{ __html: pathJson }}
      />,
      <script
        key={LOADER_SCRIPT_ID}
        id={LOADER_SCRIPT_ID}
        dangerouslySetInnerHTML={{ __html: reader }}
      />,
    ]
  })
}
