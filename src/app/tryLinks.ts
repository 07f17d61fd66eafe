import { ARTICLE_CLASSES } from "../lib/articleClasses"
import { compilerExplorerUrl } from "../lib/compilerExplorer"
import { exampleCompanions } from "../lib/exampleInput"
import { codeTextOf } from "./codeText"

/** A code block of the article as the pairing rule reads it; the code is read only when asked for. */
function blockShape(block: Element) {
  const pre = block.querySelector("pre")
  return {
    variant: block.getAttribute("data-code-variant") ?? "plain",
    lang: pre?.getAttribute("data-language") ?? "",
    get code() {
      return pre ? codeTextOf(pre) : ""
    },
  }
}

/**
 * The Compiler Explorer URL of the example a "Chạy thử" link belongs to: its code, and for a runnable example the
 * standard input block that goes with it, read from the article as the build's example runner reads the source.
 */
export function tryUrlFor(link: Element): string | null {
  const block = link.closest(`.${ARTICLE_CLASSES.codeBlock}`)
  const article = block?.parentElement?.closest(".markdown") ?? block?.ownerDocument.body
  if (!block || !article) return null
  const blocks = Array.from(article.querySelectorAll(`.${ARTICLE_CLASSES.codeBlock}`))
  const index = blocks.indexOf(block)
  const shapes = blocks.map(blockShape)
  const { stdin } =
    shapes[index].variant === "run" ? exampleCompanions(shapes, index) : { stdin: "" }
  return compilerExplorerUrl(shapes[index].code, stdin)
}

/** Fills a "Chạy thử" link's address on the first sign the reader may follow it (before the click, or a copy). */
export function fillTryLink(target: EventTarget | null): void {
  const link =
    target instanceof Element
      ? target.closest<HTMLAnchorElement>(`a.${ARTICLE_CLASSES.codeTry}`)
      : null
  if (!link || link.dataset.filled) return
  const url = tryUrlFor(link)
  if (!url) return
  link.href = url
  link.dataset.filled = "true"
}
