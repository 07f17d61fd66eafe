import fs from "fs"
import type { BuiltPage } from "./builtPages"

/**
 * React 18's streaming renderer (Gatsby renders every page with it) encodes into a 2 048-byte buffer and, when a
 * multi-byte UTF-8 character does not fit at the end of it, still sends the whole buffer: the unused bytes reach
 * the HTML as U+0000 just before that character (Vietnamese text hits this on about 30 of the 632 pages). The
 * bytes are inserted, never in place of text, and HTML has no use for a raw U+0000, so deleting them restores the
 * page.
 * Gatsby's `replaceRenderer` with renderToString would avoid the buffer, but Gatsby renders two pages at once
 * and react-helmet's head state is global: a page could get the other page's <head>.
 *
 * Rewrites the affected files and their `html` in `pages`; returns the routes it repaired.
 */
export function removeStreamNullBytes(pages: BuiltPage[]): string[] {
  const repaired: string[] = []
  for (const page of pages) {
    if (!page.html.includes("\u0000")) continue
    page.html = page.html.replaceAll("\u0000", "")
    fs.writeFileSync(page.file, page.html)
    repaired.push(page.route)
  }
  return repaired
}
