/**
 * The one parse of a content page. Everything the build and the checks know about a page comes from this tree:
 * the article HTML, the headings (TOC, anchors), the code blocks (example runner, lint), the internal links
 * (link check) and the search sections.
 */
import type { CodeVariant } from "./codeMeta"

export interface PageHeading {
  depth: number
  /** The heading's text, Markdown marks removed (what the TOC and the search show). */
  text: string
  id: string
  line: number
}

/** A fenced code block with the 1-based file lines of its opening and closing fences. */
export interface FencedBlock {
  lang: string
  meta: string
  variant: CodeVariant
  flags: string[]
  code: string
  line: number
  endLine: number
}

export interface PageLink {
  href: string
  line: number
}

/** An h2/h3 section (or the part before the first heading, with `heading` ""), as the search indexes it. */
export interface PageSection {
  heading: string
  id: string
  /** Readable text: no code blocks, no link targets, no marks. */
  text: string
  /** Identifiers declared in the section's `cpp decl` blocks. */
  symbols: string[]
}

export interface ContentPage {
  /** content/… path, for messages. */
  file: string
  route: string
  frontmatter: Record<string, unknown>
  /** The first line of the body (after the frontmatter). */
  bodyStartLine: number
  html: string
  /** The article shows a version badge ("từ C++17", "bị bỏ từ C++20"…) somewhere. */
  hasStandardBadges: boolean
  headings: PageHeading[]
  codeBlocks: FencedBlock[]
  /** Links to this site: `/route`, `/route#id`, `#id`. */
  internalLinks: PageLink[]
  sections: PageSection[]
  /** Prose words of the page: text outside code blocks and inline code. */
  prose: string
  /** Sections the author declared absent: {/* lint-omit: Tham số *\/}. */
  omittedSections: string[]
}

/** A content error at a file position: the build and the checks print it as `file:line:column: message`. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}:${column}: ${reason}`)
    this.name = "ContentError"
  }
}
