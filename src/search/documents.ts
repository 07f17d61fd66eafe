import { createSlugger } from "../lib/slug"
import { breadcrumbsFor, type SidebarItem } from "../lib/sidebar"

/** One search hit document (SPEC §3): url, hash, title, section, breadcrumbs, plus its text. */
export interface SearchDocument {
  id: number
  u: string
  h: string
  t: string
  s: string
  b: string
  /** The full text, indexed but not shipped in the store. */
  x: string
  /** The start of the text, stored for snippets. */
  p: string
}

export interface SearchPageInput {
  route: string
  title: string
  label: string
  description: string
  body: string
}

const SNIPPET_SOURCE_LIMIT = 500
const SKIPPED_SECTIONS = new Set(["Xem thêm"])

/** MDX source -> readable text: no code blocks, JSX, comments, link targets or Markdown marks. */
export function plainText(mdx: string): string {
  return mdx
    .replace(/^(```|~~~)[\s\S]*?^\1\s*$/gm, " ")
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/`([^`]*)`/g, "$1")
    .replace(/^\s*[|>#*-]+\s*/gm, " ")
    .replace(/[|*_]{1,3}/g, (m) => (m.includes("_") && m.length === 1 ? m : " "))
    .replace(/\s+/g, " ")
    .trim()
}

/** The identifiers declared in ```cpp decl blocks: a search for a symbol finds its page. */
function declaredSymbols(section: string): string {
  const symbols = new Set<string>()
  for (const block of section.matchAll(/```cpp decl[^\n]*\n([\s\S]*?)```/g)) {
    for (const m of block[1].matchAll(/([A-Za-z_][\w:]*(?:\[\]|[+=<>!-]{1,3})?)\s*\(/g))
      symbols.add(m[1])
  }
  return [...symbols].join(" ")
}

/**
 * One document per page (title, description, intro) and one per h2/h3 section, with the same ids the headings
 * get on the page (the slugger of remarkHeadingIds).
 */
export function documentsForPage(
  page: SearchPageInput,
  sidebar: SidebarItem[],
  firstId: number,
): SearchDocument[] {
  const crumbs = breadcrumbsFor(sidebar, page.route, page.label)
    .slice(1, -1)
    .map((crumb) => crumb.label)
    .join(" › ")
  const slug = createSlugger()
  const parts: Array<{ heading: string; id: string; text: string }> = [
    { heading: "", id: "", text: "" },
  ]
  let inFence = false
  for (const line of page.body.split("\n")) {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence
    const heading = inFence ? null : /^(#{1,6})\s+(.+?)\s*$/.exec(line)
    if (heading) {
      const text = heading[2].replace(/`([^`]*)`/g, "$1").replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
      const id = slug(text)
      if (heading[1].length <= 3) {
        parts.push({ heading: text, id, text: "" })
        continue
      }
    }
    parts[parts.length - 1].text += `${line}\n`
  }
  const documents: SearchDocument[] = []
  parts.forEach((part, index) => {
    const text = plainText(part.text)
    const symbols = declaredSymbols(part.text)
    const isPage = index === 0
    if (!isPage && text === "" && symbols === "") return
    // "Xem thêm" is a list of links to other pages: indexing it only makes every page match its neighbours' names.
    if (!isPage && SKIPPED_SECTIONS.has(part.heading)) return
    documents.push({
      id: firstId + documents.length,
      u: page.route,
      h: part.id,
      t: page.title,
      s: isPage ? "" : part.heading,
      b: crumbs,
      x: [isPage ? page.description : "", symbols, text].filter(Boolean).join(" "),
      p: (isPage ? page.description : text).slice(0, SNIPPET_SOURCE_LIMIT),
    })
  })
  return documents
}
