import crypto from "crypto"
import { parse, type DefaultTreeAdapterMap } from "parse5"

type Node = DefaultTreeAdapterMap["node"]
type Element = DefaultTreeAdapterMap["element"]

export interface PageScripts {
  /** The exact text of each inline script the browser would run (no `src`, a JavaScript type), as it hashes it. */
  inlineScripts: string[]
  /** Where the policy's `<meta http-equiv>` goes: after `<meta charset>` in `<head>`, else right after `<head>`. */
  metaInsertOffset: number
  /** The range of a policy `<meta>` the page already has (an earlier build wrote it), to be replaced. */
  existingPolicy?: { start: number; end: number }
}

/** `type` values a browser runs as script (HTML, "prepare the script element"); others are data blocks. */
const JAVASCRIPT_TYPES = new Set(["", "text/javascript", "application/javascript", "module"])

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((candidate) => candidate.name === name)?.value
}

function isElement(node: Node): node is Element {
  return "tagName" in node
}

function* elements(node: Node): Generator<Element> {
  if (isElement(node)) yield node
  const children = "childNodes" in node ? node.childNodes : []
  for (const child of children) yield* elements(child)
}

/**
 * Reads a built page with parse5, which implements the WHATWG parsing algorithm browsers follow, so a script's
 * text is cut exactly where the browser cuts it: the hash of these bytes is what the browser compares with the
 * policy.
 */
export function pageScripts(html: string): PageScripts {
  const document = parse(html, { sourceCodeLocationInfo: true })
  const inlineScripts: string[] = []
  let head: Element | undefined
  let charset: Element | undefined
  let existingPolicy: PageScripts["existingPolicy"]
  for (const element of elements(document)) {
    if (element.tagName === "head") head ??= element
    if (element.tagName === "meta") {
      if (attribute(element, "charset") !== undefined) charset ??= element
      const location = element.sourceCodeLocation
      if (attribute(element, "http-equiv")?.toLowerCase() === "content-security-policy" && location)
        existingPolicy = { start: location.startOffset, end: location.endOffset }
    }
    if (element.tagName !== "script" || attribute(element, "src") !== undefined) continue
    if (!JAVASCRIPT_TYPES.has((attribute(element, "type") ?? "").trim().toLowerCase())) continue
    const location = element.sourceCodeLocation
    if (!location?.startTag || !location.endTag) continue
    inlineScripts.push(html.slice(location.startTag.endOffset, location.endTag.startOffset))
  }
  const anchor = charset?.sourceCodeLocation ?? head?.sourceCodeLocation?.startTag
  if (!anchor) throw new Error("trang không có thẻ <head> để đặt Content-Security-Policy")
  return { inlineScripts, metaInsertOffset: anchor.endOffset, existingPolicy }
}

/** The CSP source expression for one inline script. */
export function scriptHash(text: string): string {
  return `'sha256-${crypto.createHash("sha256").update(text, "utf8").digest("base64")}'`
}
