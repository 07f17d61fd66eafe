/** Class names of the article HTML: written by the build (src/build/mdx/rehypeArticle.ts), read by the browser. */
export const ARTICLE_CLASSES = {
  codeBlock: "code-block",
  codeHeader: "code-block__header",
  codeTitle: "code-block__title",
  codeCopy: "code-block__copy",
  codeTry: "code-block__try",
  codeActions: "code-block__actions",
  codePre: "code-block__pre",
  heading: "heading",
  headingAnchor: "heading-anchor",
  /** The short "copied" status the browser adds after a heading's anchor (src/app/articleActions.ts). */
  headingCopied: "heading-anchor__copied",
  tableWrapper: "table-wrapper",
} as const

/**
 * Class of the standard badges the build appends to version marks (in code and in the page header); the copy
 * button leaves them out of the copied code.
 */
export const STANDARD_BADGE_CLASS = "std-badge"
