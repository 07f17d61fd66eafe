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
  "đầu tiên": ["front"],
  "phần tử đầu": ["front"],
  "phần tử cuối": ["back"],
  "cuối cùng": ["back"],
  "giải phóng bộ nhớ thừa": ["shrink_to_fit"],
  "co lại": ["shrink_to_fit"],
}

/**
 * Names a learner gives a data structure, a tool or an idea, in Vietnamese or English -> the pages that define it
 * (the container's index page for "ngăn xếp"). A query holding the phrase, with or without diacritics, brings those
 * pages in and ranks them first; the build checks that every page named here exists.
 */
const CONCEPT_PAGES: Record<string, string[]> = {
  "ngăn xếp": ["/containers/stack/"],
  stack: ["/containers/stack/"],
  "hàng đợi": ["/containers/queue/"],
  queue: ["/containers/queue/"],
  "hàng đợi ưu tiên": ["/containers/priority_queue/"],
  "priority queue": ["/containers/priority_queue/"],
  "hàng đợi hai đầu": ["/containers/deque/"],
  "bảng băm": ["/containers/unordered_map/", "/containers/unordered_set/"],
  "hash table": ["/containers/unordered_map/", "/containers/unordered_set/"],
  "danh sách liên kết": ["/containers/list/", "/containers/forward_list/"],
  "linked list": ["/containers/list/", "/containers/forward_list/"],
  "danh sách liên kết đơn": ["/containers/forward_list/"],
  "danh sách liên kết đôi": ["/containers/list/"],
  "mảng động": ["/containers/vector/"],
  "mảng cố định": ["/containers/array/"],
  "tập hợp": ["/containers/set/", "/containers/unordered_set/"],
  "không trùng": ["/containers/set/", "/containers/unordered_set/"],
  "không trùng lặp": ["/containers/set/", "/containers/unordered_set/"],
  "từ điển": ["/containers/map/", "/containers/unordered_map/"],
  "khóa giá trị": ["/containers/map/", "/containers/unordered_map/"],
  "trình biên dịch": ["/protech/compiler/"],
  compiler: ["/protech/compiler/"],
  "ngoại lệ tự định nghĩa": ["/protech/exception_handling/custom_exception"],
  "ngoại lệ tùy chỉnh": ["/protech/exception_handling/custom_exception"],
  "custom exception": ["/protech/exception_handling/custom_exception"],
  "an toàn ngoại lệ": ["/protech/exception_handling/exception_safety"],
  "con trỏ thông minh": ["/protech/var_res_management/smart_pointer"],
  "smart pointer": ["/protech/var_res_management/smart_pointer"],
  "ép kiểu": ["/protech/concepts/typeconversion"],
  "chuyển kiểu": ["/protech/concepts/typeconversion"],
  "type conversion": ["/protech/concepts/typeconversion"],
  "rò rỉ bộ nhớ": ["/protech/concepts/memmanager", "/protech/var_res_management/RAII"],
  "con trỏ lơ lửng": ["/protech/concepts/memmanager"],
  "quản lý bộ nhớ": ["/protech/concepts/memmanager"],
  "giải phóng bộ nhớ thừa": ["/containers/vector/shrink_to_fit"],
  "vòng đời": ["/protech/var_res_management/var_lifetime"],
  "phạm vi biến": ["/protech/var_res_management/var_lifetime"],
  "thu hồi tài nguyên": ["/protech/var_res_management/RAII"],
  "tiền biên dịch": ["/protech/compile_optimize/pch"],
  "biên dịch trước": ["/protech/compile_optimize/pch"],
  "precompiled header": ["/protech/compile_optimize/pch"],
  "name mangling": ["/protech/concepts/nameman"],
  "phân đoạn bộ nhớ": ["/protech/concepts/memory_segments"],
  "liên kết tĩnh": ["/protech/concepts/link_comp"],
  "liên kết động": ["/protech/concepts/link_comp"],
  "hành vi không xác định": ["/protech/concepts/err_per"],
  "kiểu dữ liệu": ["/protech/concepts/data_types"],
  "từ khóa": ["/protech/concepts/keywords"],
  "đọc cả dòng": ["/strings/basic_string/string/getline"],
  "thêm vào cuối": ["/containers/vector/push_back"],
}

const fold = (phrase: string) => foldDiacritics(normalize(phrase))
const FOLDED_GLOSSARY = Object.entries(GLOSSARY).map(
  ([phrase, parts]) => [fold(phrase), parts] as const,
)
const FOLDED_CONCEPT_PAGES = Object.entries(CONCEPT_PAGES).map(
  ([phrase, pages]) => [fold(phrase), pages] as const,
)

const foldedQuery = (query: string) => ` ${fold(query).replace(/\s+/g, " ")} `

/** The table's entries whose phrase occurs in the query as whole words, with or without diacritics. */
function phrasesIn<T>(query: string, table: ReadonlyArray<readonly [string, T]>) {
  const folded = foldedQuery(query)
  return table.filter(([phrase]) => folded.includes(` ${phrase} `))
}

/** The identifier parts the query's Vietnamese phrases point to. */
export function glossaryTerms(query: string): string[] {
  return [...new Set(phrasesIn(query, FOLDED_GLOSSARY).flatMap(([, parts]) => parts))]
}

export interface ConceptPage {
  route: string
  /** The share of the query's words naming the page: "ngăn xếp" alone 1, "tập hợp" in "giao hai tập hợp" 0.5. */
  coverage: number
}

/**
 * The pages the query's concept names point to. A phrase inside a longer matched one does not count on its own
 * ("hàng đợi" inside "hàng đợi ưu tiên").
 */
export function conceptPages(query: string): ConceptPage[] {
  const queryWordCount = foldedQuery(query).trim().split(" ").length
  const matched = phrasesIn(query, FOLDED_CONCEPT_PAGES)
  const found = new Map<string, number>()
  for (const [phrase, pages] of matched) {
    if (matched.some(([other]) => other !== phrase && other.includes(phrase))) continue
    const words = phrase.split(" ").length
    for (const route of pages) found.set(route, (found.get(route) ?? 0) + words)
  }
  // Phrases naming the same page add up: "tập hợp" + "không trùng" cover all of "tập hợp không trùng".
  return [...found].map(([route, words]) => ({
    route,
    coverage: Math.min(1, words / queryWordCount),
  }))
}

/** Every page the concept module names, for the build's existence check. */
export function allConceptPages(): string[] {
  return [...new Set(Object.values(CONCEPT_PAGES).flat())]
}
