/** The search suggestions, the search page and the A–Z page. */
export const vi = {
  noResults: "Không có kết quả",
  searchUnavailable: "Không tải được chỉ mục tìm kiếm. Hãy thử lại sau.",
  allResults: "Xem tất cả kết quả",
  searchResultsTitle: (query: string) => `Kết quả tìm kiếm cho "${query}"`,
  searchPageTitle: "Tìm kiếm",
  searchPrompt: "Nhập từ khóa để tìm trong toàn bộ tài liệu (gõ có dấu hay không dấu đều được).",
  searchHitCount: (count: number) => `${count} kết quả`,
  searchInSection: (ctx: string) => `Chỉ tìm trong ${ctx}`,
  allPagesTitle: "Mục lục A–Z",
  allPagesIntro: "Mọi trang của CppVN, theo thứ tự chữ cái trong từng phần.",
  redirecting: "Đang chuyển tới kết quả phù hợp nhất…",
} as const
