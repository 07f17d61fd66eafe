/** The parts of a documentation page loaded when needed: table of contents, pager, comments, search-term bar. */
export const vi = {
  tocLabel: "Mục lục trang",
  tocTitle: "Trên trang này",
  paginatorLabel: "Trang tài liệu",
  previousPage: "Trang trước",
  nextPage: "Trang sau",
  clearHighlight: "Bỏ đánh dấu từ khóa",
  commentsTitle: "Bình luận",
  commentsUnavailable: "Không tải được phần bình luận lúc này.",
} as const
