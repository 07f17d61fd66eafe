import { foldDiacritics } from "../lib/vietnamese"
import { normalize } from "./tokenize"

/**
 * Vietnamese phrases a learner types for a C++ concept -> the identifier parts that name it. A query containing
 * the phrase (with or without diacritics) also rewards pages whose symbol holds one of these parts.
 */
const GLOSSARY: Record<string, string[]> = {
  "sắp xếp": ["sort"],
  "ổn định": ["stable"],
  "nhị phân": ["binary_search", "lower_bound", "upper_bound", "equal_range"],
  "cận dưới": ["lower_bound"],
  "cận trên": ["upper_bound"],
  "đảo ngược": ["reverse"],
  "hoán vị": ["permutation"],
  trộn: ["merge"],
  đếm: ["count"],
  trùng: ["unique"],
  "lớn nhất": ["max", "max_element"],
  "nhỏ nhất": ["min", "min_element"],
  "chuỗi con": ["substr"],
  "giao hai": ["intersection"],
  "giao của": ["intersection"],
  "phần giao": ["intersection"],
  "phép giao": ["intersection"],
  "hợp hai": ["union"],
  "hợp của": ["union"],
  "phép hợp": ["union"],
  "hiệu hai": ["difference"],
  "hiệu của": ["difference"],
  "phép hiệu": ["difference"],
  "hiệu đối xứng": ["symmetric_difference"],
  xoay: ["rotate"],
  "xáo trộn": ["shuffle"],
  "ngẫu nhiên": ["shuffle"],
  "thay thế": ["replace"],
  "sao chép": ["copy"],
  "di chuyển": ["move"],
  xóa: ["erase", "remove"],
  chèn: ["insert"],
  "thêm vào cuối": ["push_back"],
  "thêm vào đầu": ["push_front"],
  "dung lượng": ["capacity"],
  "kích thước": ["size"],
  "đọc dòng": ["getline"],
  "cả dòng": ["getline"],
  tìm: ["find"],
  rỗng: ["empty"],
  "hoán đổi": ["swap"],
  gán: ["assign"],
  "lấp đầy": ["fill"],
  điền: ["fill"],
  sinh: ["generate"],
  "biến đổi": ["transform"],
  "phân hoạch": ["partition"],
  "tạo heap": ["make_heap"],
  "so sánh": ["compare"],
  nối: ["append"],
  "bắt đầu bằng": ["starts_with"],
  "kết thúc bằng": ["ends_with"],
  "phần tử thứ n": ["nth_element"],
  "từ điển": ["lexicographical_compare"],
  "tập con": ["includes"],
  "đặt trước": ["reserve"],
  "co lại": ["shrink_to_fit"],
}

const FOLDED_GLOSSARY = Object.entries(GLOSSARY).map(
  ([phrase, parts]) => [foldDiacritics(phrase), parts] as const,
)

/** The identifier parts the query's Vietnamese phrases point to. */
export function glossaryTerms(query: string): string[] {
  const folded = ` ${foldDiacritics(normalize(query)).replace(/\s+/g, " ")} `
  const terms = new Set<string>()
  for (const [phrase, parts] of FOLDED_GLOSSARY) {
    if (folded.includes(` ${phrase} `)) for (const part of parts) terms.add(part)
  }
  return [...terms]
}
