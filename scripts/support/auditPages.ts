/** The five pages the performance figures are measured on: home, two references, a string member, a guide. */
export const AUDIT_PAGES = [
  "/",
  "/algorithms/sort",
  "/containers/vector/at",
  "/strings/basic_string/string/substr",
  "/protech/exception_handling/",
]
