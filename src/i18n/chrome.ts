/** The frame of every page (navbar, sidebar, footer, announcement, loading and error states): bundled with the app. */
export const vi = {
  siteTitle: "CppVN",
  skipToContent: "Bỏ qua để đến nội dung chính",
  navbarLabel: "Thanh điều hướng chính",
  sidebarLabel: "Thanh bên tài liệu",
  sidebarCaretHint: "Mở hoặc thu gọn danh mục này",
  collapseSidebar: "Thu gọn thanh bên",
  expandSidebar: "Mở rộng thanh bên",
  /** Names of the two <aside> columns: a page has two complementary landmarks, each needs its own name. */
  sidebarColumnLabel: "Cột điều hướng",
  colorModeLabel: (current: string) => `Chuyển chế độ màu (hiện tại: ${current})`,
  colorModeNames: { light: "sáng", dark: "tối", system: "theo hệ thống" },
  openMobileMenu: "Mở menu điều hướng",
  closeMobileMenu: "Đóng menu điều hướng",
  mobileMenuLabel: "Menu điều hướng",
  searchLabel: "Tìm kiếm",
  searchPlaceholder: "Tìm kiếm",
  searchSuggestions: "Gợi ý tìm kiếm",
  copyright: (year: number) => `Copyright © ${year} CppVN`,
  footerSections: "Các phần",
  viewCountLabel: "Lượt xem",
  retry: "Thử lại",
  announcementLabel: "Thông báo",
  closeAnnouncement: "Đóng thông báo",
  routeLoadFailed: "Không tải được trang:",
  crashTitle: "Trang này đã gặp lỗi.",
  loadingPage: "Đang tải trang",
  loading: "Đang tải",
} as const

export type ColorModeName = keyof typeof vi.colorModeNames
