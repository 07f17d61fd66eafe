import type { PageSection, PageLink } from "./mdx/contentPage"
import { ContentError } from "./mdx/contentPage"
import { parseContentPage } from "./mdx/parseContentPage"
import { findFrontmatterProblems, frontmatterTypeDefs, type DocFrontmatter } from "./frontmatter"
import { encodedContentPath, routeFromContentPath } from "../lib/routes"
import { pageStandardMarks, type PageStandardMarks } from "../lib/standards"
import type { TocHeading } from "../lib/toc"
import type { LastUpdate } from "./lastUpdate"

/** The GraphQL type of a content page: one per MDX file, everything derived from its one parse. */
export const DOC_TYPE = "Doc"

export const DOC_TYPE_DEFS = `
  type Doc implements Node @dontInfer {
    route: String!
    contentPath: String!
    frontmatter: DocFrontmatter!
    html: String!
    """
    The page offers the C++ standard selector: it has a version (frontmatter since) or a version badge.
    """
    showsStandardSelector: Boolean!
    """
    The header's version marks (src/lib/standards.ts pageStandardMarks); null for a page without since.
    """
    standardMarks: PageStandardMarks
    toc: [TocHeading!]!
    headingIds: [String!]!
    internalLinks: [PageLink!]!
    sections: [PageSection!]!
    lastUpdated: String!
    lastAuthor: String
    """
    The version of the code that made the node (src/build/engineVersion.ts).
    """
    engineVersion: String!
  }
${frontmatterTypeDefs("DocFrontmatter")}
  type PageStandardMarks @dontInfer {
    missing: String
    newer: String
    gone: String
    deprecated: String
  }
  type TocHeading @dontInfer {
    id: String!
    title: String!
    level: Int!
  }
  type PageLink @dontInfer {
    href: String!
    line: Int!
  }
  type PageSection @dontInfer {
    heading: String!
    id: String!
    text: String!
    symbols: [String!]!
  }
`

/** A Doc node's own fields (Gatsby adds id, parent, children and internal). */
export interface DocFields {
  route: string
  contentPath: string
  frontmatter: DocFrontmatter
  html: string
  showsStandardSelector: boolean
  standardMarks: PageStandardMarks | null
  toc: TocHeading[]
  headingIds: string[]
  internalLinks: PageLink[]
  sections: PageSection[]
  lastUpdated: string
  lastAuthor: string | null
}

/**
 * An MDX file (path relative to content/) and its source -> the Doc node's fields. Throws ContentError naming the
 * file and line for anything the build must refuse: a special character in the name, bad frontmatter, MDX errors.
 */
export function docFieldsFromFile(
  relativePath: string,
  source: string,
  lastUpdate: LastUpdate,
): DocFields {
  const contentPath = `content/${relativePath}`
  const encodedName = encodedContentPath(relativePath)
  if (encodedName !== relativePath) {
    throw new ContentError(
      contentPath,
      1,
      1,
      `tên tệp có ký tự đặc biệt: Gatsby sẽ gộp nó với trang khác. Hãy đổi tên thành content/${encodedName} ` +
        "(mã hóa như trong URL; đường dẫn trang không đổi).",
    )
  }
  const route = routeFromContentPath(relativePath)
  const page = parseContentPage(source, contentPath, route)
  const problems = findFrontmatterProblems(page.frontmatter)
  if (problems.length > 0) {
    throw new ContentError(
      contentPath,
      1,
      1,
      "frontmatter không hợp lệ:\n" +
        problems.map((p) => `  - trường "${p.field}" ${p.message}`).join("\n"),
    )
  }
  return {
    route,
    contentPath,
    frontmatter: page.frontmatter as unknown as DocFrontmatter,
    html: page.html,
    showsStandardSelector: Boolean(page.frontmatter.since) || page.hasStandardBadges,
    standardMarks: pageStandardMarks(page.frontmatter),
    toc: page.headings
      .filter((heading) => heading.depth === 2 || heading.depth === 3)
      .map((heading) => ({ id: heading.id, title: heading.text, level: heading.depth as 2 | 3 })),
    headingIds: page.headings.map((heading) => heading.id),
    internalLinks: page.internalLinks,
    sections: page.sections,
    lastUpdated: lastUpdate.date,
    lastAuthor: lastUpdate.author,
  }
}
