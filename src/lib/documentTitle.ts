export const TITLE_DELIMITER = "::"

/** `<page title> :: CppVN`; the home page (no page title) is the site title alone. */
export function documentTitle(pageTitle: string | null | undefined, siteTitle: string): string {
  return pageTitle ? `${pageTitle} ${TITLE_DELIMITER} ${siteTitle}` : siteTitle
}
