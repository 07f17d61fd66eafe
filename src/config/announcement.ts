export interface Announcement {
  /** A new id shows the bar again to readers who dismissed an earlier one. */
  id: string
  text: string
  link?: { href: string; label: string }
}

export const announcement: Announcement | null = {
  id: "ra-mat-2026-11",
  text: "CppVN đang được xây dựng: mỗi tuần có thêm trang tham khảo mới, mọi ví dụ đều được biên dịch và chạy thật.",
  link: { href: "/", label: "Tìm hiểu thêm" },
}
