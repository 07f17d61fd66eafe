import { ARTICLE_CLASSES } from "../lib/articleClasses"

/**
 * The behaviour of the article HTML rendered at build time (src/build/mdx/rehypeArticle.ts): one listener on
 * the document, installed before hydration (gatsby-browser onClientEntry), so React owns none of the article
 * and a copy button works as soon as the script runs. What the buttons do is in src/app/articleActions.ts,
 * loaded on the first sign of use; this part only notices. Class names are the ones rehypeArticle writes.
 */
type ArticleActions = typeof import("./articleActions")

let actions: ArticleActions | null = null
let loading: Promise<ArticleActions> | null = null

function loadActions(): Promise<ArticleActions> {
  loading ??= import(/* webpackChunkName: "article-actions" */ "./articleActions").then(
    (loaded) => (actions = loaded),
  )
  return loading
}

const ACTION_SELECTOR = `.${ARTICLE_CLASSES.codeBlock}, a.${ARTICLE_CLASSES.headingAnchor}`
const TRY_SELECTOR = `a.${ARTICLE_CLASSES.codeTry}`

/** A "Chạy thử" link whose address is not filled yet: filled once the actions load, then opened. */
function openTryLinkLater(link: HTMLAnchorElement): void {
  void loadActions().then(({ fillTryLink }) => {
    fillTryLink(link)
    // Still within the click's user activation (a few seconds), so the new tab is not blocked.
    window.open(link.href, link.target || "_blank", "noopener,noreferrer")
  })
}

function onClick(event: MouseEvent): void {
  const target = event.target instanceof Element ? event.target : null
  if (!target) return
  const tryLink = target.closest<HTMLAnchorElement>(TRY_SELECTOR)
  if (tryLink && !tryLink.dataset.filled) {
    // The link's default action (opening the URL) runs after this listener: with the actions in, the address
    // is in place in time; without them, the link opens once they are.
    if (actions) actions.fillTryLink(tryLink)
    else {
      event.preventDefault()
      openTryLinkLater(tryLink)
    }
    return
  }
  const copyButton = target.closest<HTMLElement>(`.${ARTICLE_CLASSES.codeCopy}`)
  if (copyButton) {
    void loadActions().then(({ copyCode }) => copyCode(copyButton))
    return
  }
  const anchor = target.closest<HTMLAnchorElement>(`a.${ARTICLE_CLASSES.headingAnchor}`)
  if (anchor) void loadActions().then(({ copyHeadingLink }) => copyHeadingLink(anchor))
}

/** Pointer or focus on a code block or an anchor: the actions load, and a "Chạy thử" link gets its address. */
function prepareActions(target: EventTarget | null): void {
  if (!(target instanceof Element) || !target.closest(ACTION_SELECTOR)) return
  void loadActions().then(({ fillTryLink }) => fillTryLink(target))
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
 * Clicks on those links navigate client-side through src/app/clientSideLinks.ts.
 */
export function installArticleBehaviour(doc: Document, prefetch: (path: string) => void): void {
  if (installed) return
  installed = true
  doc.addEventListener("click", onClick)
  const onIntent = (event: Event) => {
    prepareActions(event.target)
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
