/**
 * Search figures (printed, not pass/fail): index size raw and gzip, start-up (parse + import) time, and p50/p95
 * query latency over realistic queries, on the built site's public/search-index.json.
 *
 *   tsx scripts/bench-search.ts
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { performance } from "perf_hooks"
import { loadSearchIndex, type SearchIndexFile } from "../src/search/queryIndex"

const QUERIES = [
  "sắp xếp",
  "sap xep",
  "sắp xếp ổn định",
  "tìm kiếm nhị phân",
  "tim kiem nhi phan",
  "đảo ngược",
  "hoán vị",
  "trộn hai dãy",
  "đếm phần tử",
  "xóa phần tử trùng",
  "lower_bound",
  "std::sort",
  "vector push_back",
  "std::vector::at",
  "vector at",
  "operator[]",
  "substr",
  "chuỗi con",
  "chuoi con",
  "string find",
  "getline",
  "c_str",
  "npos",
  "starts_with",
  "max_element",
  "phần tử lớn nhất",
  "nho nhat",
  "heap",
  "xáo trộn",
  "random_shuffle",
  "copy_if",
  "erase remove",
  "thay thế",
  "for_each",
  "all_of",
  "giao hai tập hợp",
  "hợp hai tập hợp",
  "reserve",
  "dung lượng",
  "emplace_back",
  "xoay",
  "nth_element",
  "find_if",
  "mismatch",
  "lexicographical_compare",
  "iterator",
  "bộ lặp",
  "ngoại lệ",
  "out_of_range",
  "độ phức tạp",
  "deque",
  "push_front",
  "hành vi không xác định",
  "constexpr",
  "noexcept",
  "insert",
  "chèn phần tử",
  "size",
]

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

async function main() {
  const file = path.resolve("public/search-index.json")
  if (!fs.existsSync(file))
    throw new Error("Chưa có public/search-index.json: chạy npm run build trước")
  const raw = fs.readFileSync(file)
  const started = performance.now()
  const data = JSON.parse(raw.toString("utf8")) as SearchIndexFile
  const search = loadSearchIndex(data)
  const startupMs = performance.now() - started
  for (const query of QUERIES) await search(query, 8) // warm-up
  const timings: number[] = []
  for (let round = 0; round < 5; round += 1) {
    for (const query of QUERIES) {
      const t0 = performance.now()
      await search(query, 8)
      timings.push(performance.now() - t0)
    }
  }
  timings.sort((a, b) => a - b)
  console.log(`Chỉ mục tìm kiếm: ${Object.keys(data.store).length} tài liệu`)
  console.log(
    `  kích thước: ${(raw.length / 1024).toFixed(1)} KB, gzip ${(zlib.gzipSync(raw, { level: 9 }).length / 1024).toFixed(1)} KB (mục tiêu < 600 KB gzip cho toàn site)`,
  )
  console.log(`  khởi động (parse + import): ${startupMs.toFixed(1)} ms`)
  console.log(
    `  ${QUERIES.length} truy vấn × 5 vòng: p50 ${percentile(timings, 50).toFixed(2)} ms, p95 ${percentile(timings, 95).toFixed(2)} ms (mục tiêu p95 < 5 ms)`,
  )
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
