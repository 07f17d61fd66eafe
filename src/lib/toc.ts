/** The shape gatsby-plugin-mdx's `tableOfContents` returns. */
export interface TocEntry {
  url?: string
  title?: string
  items?: TocEntry[]
}

export interface TocHeading {
  id: string
  title: string
  level: 2 | 3
}

/**
 * Flattens the MDX table of contents to the h2 and h3 headings (UI contract: levels 2 to 3 only).
 * Content pages have no h1, so the outermost list holds the h2 headings.
 */
export function tocHeadings(toc: { items?: TocEntry[] } | null | undefined): TocHeading[] {
  const out: TocHeading[] = []
  const visit = (entries: TocEntry[] | undefined, level: number) => {
    for (const entry of entries ?? []) {
      if (level <= 3 && entry.url?.startsWith("#") && entry.title) {
        out.push({ id: entry.url.slice(1), title: entry.title, level: level as 2 | 3 })
      }
      if (level < 3) visit(entry.items, level + 1)
    }
  }
  visit(toc?.items, 2)
  return out
}
