/**
 * What the article's buttons and links do, in a chunk of its own: src/app/articleBehaviour.ts loads it on the
 * first sign the reader is about to use one (pointer over a code block or an anchor, focus), or on the click.
 */
import { copyText } from "../lib/clipboard"
import { ARTICLE_CLASSES } from "../lib/articleClasses"
import { vi } from "../i18n/article"
import { codeTextOf } from "./codeText"

export { fillTryLink } from "./tryLinks"

const FEEDBACK_MS = 1500

export async function copyCode(button: HTMLElement): Promise<void> {
  const pre = button.closest(`.${ARTICLE_CLASSES.codeBlock}`)?.querySelector("pre")
  if (!pre || !(await copyText(codeTextOf(pre)))) return
  button.textContent = vi.codeCopied
  window.setTimeout(() => {
    button.textContent = vi.copyCode
  }, FEEDBACK_MS)
}

/** Following a heading's "#" link also copies the section's URL, with a short "copied" status. */
export async function copyHeadingLink(anchor: HTMLAnchorElement): Promise<void> {
  const url = `${window.location.origin}${window.location.pathname}${anchor.hash}`
  if (!(await copyText(url))) return
  const heading = anchor.parentElement
  if (!heading || heading.querySelector('[role="status"]')) return
  const status = document.createElement("span")
  status.setAttribute("role", "status")
  status.className = ARTICLE_CLASSES.headingCopied
  status.textContent = vi.linkCopied
  heading.append(status)
  window.setTimeout(() => status.remove(), FEEDBACK_MS)
}
