import { copyText } from "../lib/clipboard"
import { vi } from "../i18n/vi"
import { STANDARD_BADGE_CLASS } from "../lib/standards"

/**
 * The behaviour of the article HTML rendered at build time (src/build/mdx/rehypeArticle.ts): one listener on
 * the document, installed before hydration (gatsby-browser onClientEntry), so React owns none of the article
 * and a copy button works as soon as the script runs. Class names are the ones rehypeArticle writes.
 */
const FEEDBACK_MS = 1500

/** A line's code, without the standard badges the build appends to version marks. */
const lineCode = (line: Element): string =>
  Array.from(line.childNodes, (node) =>
    node instanceof Element && node.classList.contains(STANDARD_BADGE_CLASS)
      ? ""
      : (node.textContent ?? ""),
  ).join("")

/** The code of a highlighted block, one line per `.code-line` span. */
export function codeTextOf(pre: Element): string {
  const lines = pre.querySelectorAll(".code-line")
  if (lines.length === 0) return pre.textContent ?? ""
  return Array.from(lines, lineCode).join("\n")
}

async function copyCode(button: HTMLElement): Promise<void> {
  const pre = button.closest(".code-block")?.querySelector("pre")
  if (!pre || !(await copyText(codeTextOf(pre)))) return
  button.textContent = vi.codeCopied
  window.setTimeout(() => {
    button.textContent = vi.copyCode
  }, FEEDBACK_MS)
}

/** Following a heading's "#" link also copies the section's URL, with a short "copied" status. */
async function copyHeadingLink(anchor: HTMLAnchorElement): Promise<void> {
  const url = `${window.location.origin}${window.location.pathname}${anchor.hash}`
  if (!(await copyText(url))) return
  const heading = anchor.parentElement
  if (!heading || heading.querySelector('[role="status"]')) return
  const status = document.createElement("span")
  status.setAttribute("role", "status")
  status.className = "heading-anchor__copied"
  status.textContent = vi.linkCopied
  heading.append(status)
  window.setTimeout(() => status.remove(), FEEDBACK_MS)
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null
  const copyButton = target?.closest<HTMLElement>(".code-block__copy")
  if (copyButton) {
    void copyCode(copyButton)
    return
  }
  const anchor = target?.closest<HTMLAnchorElement>("a.heading-anchor")
  if (anchor) void copyHeadingLink(anchor)
}

/** An internal link of the article, as a path Gatsby can prefetch; null for anything else. */
function internalPath(target: EventTarget | null): string | null {
  const link =
    target instanceof Element ? target.closest<HTMLAnchorElement>(".markdown a[href^='/']") : null
  if (!link || link.getAttribute("href")?.startsWith("//")) return null
  return link.pathname
}

let installed = false

/**
 * Copy buttons and heading anchors by delegation; article links prefetch their page on hover or focus, as
 * Gatsby's <Link> does (`prefetch` is gatsby's public prefetchPathname, which itself skips 2g and Save-Data).
 * Clicks on those links navigate client-side through gatsby-plugin-catch-links.
 */
export function installArticleBehaviour(doc: Document, prefetch: (path: string) => void): void {
  if (installed) return
  installed = true
  doc.addEventListener("click", onClick)
  const onIntent = (event: Event) => {
    const path = internalPath(event.target)
    if (path) prefetch(path)
  }
  doc.addEventListener("mouseover", onIntent, { passive: true })
  doc.addEventListener("focusin", onIntent)
}

/** Viewport prefetch for the article's internal links (run after each page renders). */
export function prefetchVisibleArticleLinks(
  doc: Document,
  prefetch: (path: string) => void,
): () => void {
  if (typeof IntersectionObserver === "undefined") return () => undefined
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue
      observer.unobserve(entry.target)
      const path = internalPath(entry.target)
      if (path) prefetch(path)
    }
  })
  doc.querySelectorAll(".markdown a[href^='/']").forEach((link) => observer.observe(link))
  return () => observer.disconnect()
}
