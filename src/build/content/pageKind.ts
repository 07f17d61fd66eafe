/** What a page is, from its route: it decides which sections and checks the content lint applies. */
export type PageKind = "reference" | "container-index" | "section-index" | "guide" | "home"

const SECTION_INDEXES = new Set(["/algorithms/", "/containers/", "/strings/", "/strings/basic_string/", "/strings/basic_string/string/"])

export function pageKindOf(route: string): PageKind {
  if (route === "/") return "home"
  if (SECTION_INDEXES.has(route)) return "section-index"
  if (/^\/containers\/[^/]+\/$/.test(route)) return "container-index"
  if (/^\/algorithms\/[^/]+$/.test(route)) return "reference"
  if (/^\/containers\/[^/]+\/[^/]+$/.test(route)) return "reference"
  if (/^\/strings\/basic_string\/string\/[^/]+$/.test(route)) return "reference"
  return "guide"
}

/** CONTENT_GUIDE: the `##` sections of a reference page, in order; `optional` ones may be left out. */
export const REFERENCE_SECTIONS: Array<{ heading: string; optional: boolean }> = [
  { heading: "Khai báo", optional: false },
  { heading: "Tham số", optional: true },
  { heading: "Giá trị trả về", optional: false },
  { heading: "Độ phức tạp", optional: false },
  { heading: "Ngoại lệ", optional: false },
  { heading: "Tính hợp lệ của iterator", optional: true },
  { heading: "Ví dụ", optional: false },
  { heading: "Ghi chú", optional: false },
  { heading: "Xem thêm", optional: false },
]

export const GUIDE_SUMMARY_HEADING = "Tóm tắt"
