export interface Announcement {
  /** A new id shows the bar again to readers who dismissed an earlier one. */
  id: string
  text: string
  link?: { href: string; label: string }
}

export const announcement: Announcement | null = {
  id: "tim-kiem-khong-dau-2026-11",
  text: "Mẹo: ô tìm kiếm hiểu cả tiếng Việt không dấu, ví dụ gõ “sap xep” để tìm các hàm sắp xếp.",
  link: { href: "/algorithms/", label: "Xem các thuật toán" },
}
