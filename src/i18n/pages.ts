/** The 404 page and the category pages. */
export const vi = {
  notFoundTitle: "Không tìm thấy trang",
  notFoundText:
    "Chúng tôi không tìm thấy trang bạn cần. Có thể đường dẫn bị gõ sai hoặc trang đã được chuyển đi chỗ khác.",
  notFoundHome: "Về trang chủ",
  categoryIntro: (label: string) => `Các trang trong mục ${label}:`,
} as const
