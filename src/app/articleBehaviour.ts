import { copyText } from "../lib/clipboard"
import { vi } from "../i18n/vi"
import { codeTextOf } from "./codeText"
import { fillTryLink } from "./tryLinks"

/**
 * The behaviour of the article HTML rendered at build time (src/build/mdx/rehypeArticle.ts): one listener on
 * the document, installed before hydration (gatsby-browser onClientEntry), so React owns none of the article
 * and a copy button works as soon as the script runs. Class names are the ones rehypeArticle writes.
 */
const FEEDBACK_MS = 1500

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
  // The link's default action (opening the URL) runs after this listener, so the address is in place in time.
  fillTryLink(target)
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
 * Copy buttons, heading anchors and "Chạy thử" addresses by delegation; article links prefetch their page on hover or focus, as
 * Gatsby's <Link> does (`prefetch` is gatsby's public prefetchPathname, which itself skips 2g and Save-Data).
 * Clicks on those links navigate client-side through gatsby-plugin-catch-links.
 */
export function installArticleBehaviour(doc: Document, prefetch: (path: string) => void): void {
  if (installed) return
  installed = true
  doc.addEventListener("click", onClick)
  const onIntent = (event: Event) => {
    fillTryLink(event.target)
    const path = internalPath(event.target)
    if (path) prefetch(path)
  }
  doc.addEventListener("mouseover", onIntent, { passive: true })
  doc.addEventListener("focusin", onIntent)
  doc.addEventListener("pointerdown", onIntent, { passive: true })
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
