/** The parts of a documentation page around its article that every page loads: header, breadcrumbs, last update. */
export const vi = {
  tocColumnLabel: "Cột mục lục",
  breadcrumbsLabel: "Đường dẫn",
  headerLabel: "Tệp tiêu đề",
  sinceLabel: (version: string) => `Từ ${version}`,
  deprecatedLabel: (version: string) => `Lỗi thời từ ${version}`,
  removedLabel: (version: string) => `Đã bị loại bỏ trong ${version}`,
  standardSelectorLabel: "Chuẩn C++",
  standardSelectorHint: "Đánh dấu những gì mới hơn hoặc đã bị bỏ so với chuẩn bạn chọn",
  pageNewerThanChosen: "mới hơn chuẩn bạn chọn",
  pageGoneInChosen: "không còn trong chuẩn bạn chọn",
  pageDeprecatedInChosen: "lỗi thời trong chuẩn bạn chọn",
  lastUpdated: "Cập nhật lần cuối",
  lastUpdatedBy: (author: string) => `bởi ${author}`,
} as const
