/** Output blocks whose numbers depend on the library carry the platform they were produced on. */
const PLATFORM_LABELS = { "gcc-linux": "GCC/libstdc++, x86-64 Linux" } as const

/** The article HTML (written at build time by src/build/mdx/rehypeArticle.ts) and its copy and run actions. */
export const vi = {
  headingLinkLabel: (heading: string) => `Liên kết trực tiếp tới mục “${heading}”`,
  linkCopied: "Đã sao chép liên kết",
  copyCode: "Sao chép mã",
  tryCode: "Chạy thử",
  tryCodeTitle:
    "Mở ví dụ này trên Compiler Explorer (godbolt.org, tab mới): biên dịch bằng GCC và chạy",
  codeCopied: "Đã sao chép",
  codeTitles: {
    run: "Ví dụ",
    decl: "Khai báo",
    norun: "Đoạn mã (không chạy)",
    output: "Kết quả",
    stdin: "Dữ liệu vào",
    plain: "",
  },
  outputOnPlatform: (platform: string) =>
    `Kết quả (${PLATFORM_LABELS[platform as keyof typeof PLATFORM_LABELS] ?? platform})`,
  tableLabel: "Bảng",
} as const
