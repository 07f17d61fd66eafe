/** A content page source for tests: frontmatter, a blank line, then the body (which starts on line 6). */
export function mdxPage(body: string, frontmatter = "title: T\ndescription: Mô tả."): string {
  return `---\n${frontmatter}\n---\n\n${body}\n`
}
