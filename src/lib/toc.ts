/** An h2 or h3 heading of a page, as the table of contents lists it (built in src/build/docNodes.ts). */
export interface TocHeading {
  id: string
  title: string
  level: 2 | 3
}

/** A TOC entry as the page query returns it: GraphQL types the level as Int, not 2 | 3. */
export type TocEntry = Omit<TocHeading, "level"> & { level: number }
