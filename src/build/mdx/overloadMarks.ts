import {
  compareStandards,
  isStandard,
  previousStandard,
  type Availability,
  type Standard,
} from "../../lib/standards"

/**
 * The version marks of a signature block (```cpp decl), as docs/AUTHORING.md defines them:
 *
 *   // (1) C++11                            introduced in C++11
 *   // (2)-(6) C++98, bị bỏ từ C++20        a group, removed in C++20
 *   // (1) C++11 đến C++14; ghi chú          present in C++11 and C++14 only, then a free note
 *   // (3) C++20, lỗi thời từ C++20, bị bỏ từ C++26
 *
 * A form without a number is marked by a comment that starts with its standard (`// C++98 đến C++03: …`).
 * A mark is a comment line of its own (it covers the lines below it up to the next mark or blank line) or a
 * comment at the end of a declaration (it covers that declaration). `// (2)` alone at the end of a line only
 * numbers a member of the group above it.
 */
export interface OverloadMarks {
  /** Per line of the block: the availability of the declaration it belongs to. */
  lines: Array<Availability | undefined>
  /** Lines that carry a mark: the badges go at their end. */
  markLines: Set<number>
  problems: Array<{ line: number; message: string }>
}

const NUMBERS = String.raw`\(\d+\)(?:-\(\d+\))?`
const STANDARD = String.raw`C\+\+\d\d`
/** `// (1) …` or, for a form without a number of its own, a comment that starts with a standard. */
const OWN_LINE_MARK = new RegExp(String.raw`^\s*//\s*(?:${NUMBERS}(?:\s+(.*))?|(${STANDARD}.*))$`)
const TRAILING_MARK = new RegExp(String.raw`^(.*?\S)\s*//\s*${NUMBERS}(?:\s+(.*))?$`)
const CLAUSES: Array<[RegExp, keyof Omit<Availability, "since">]> = [
  [new RegExp(String.raw`^ đến (${STANDARD})`), "until"],
  [new RegExp(String.raw`^, lỗi thời từ (${STANDARD})`), "deprecatedIn"],
  [new RegExp(String.raw`^, bị bỏ từ (${STANDARD})`), "removedIn"],
]
/** What may follow the structured part: the free note. */
const NOTE_START = /^(?:$|[;:,]|\s\()/

export const MARK_FORMAT_HINT =
  'dấu phiên bản phải bắt đầu bằng chuẩn, ví dụ "// (1) C++11", "// (2) C++98, bị bỏ từ C++20", "// (3) C++11 đến C++14; ghi chú"'

/** A deprecation or removal written in the free note instead of as a clause the selector reads. */
const LIFECYCLE_IN_NOTE = new RegExp(String.raw`(?:lỗi thời|\bbỏ)\s+(?:từ\s+|trong\s+)?${STANDARD}`)
export const LIFECYCLE_HINT =
  'viết "lỗi thời"/"bị bỏ" thành mệnh đề ngay sau chuẩn, ví dụ "// (1) C++98, lỗi thời từ C++14, bị bỏ từ C++17", để bộ chọn chuẩn đọc được'

/** Parses the text after `// (n)`: the availability, or why it is not a mark. */
export function parseMarkText(text: string): Availability | string {
  const head = new RegExp(`^(${STANDARD})`).exec(text)
  if (!head || !isStandard(head[1])) return MARK_FORMAT_HINT
  const availability: Availability = { since: head[1] }
  let rest = text.slice(head[0].length)
  for (const [pattern, field] of CLAUSES) {
    const clause = pattern.exec(rest)
    if (!clause) continue
    if (!isStandard(clause[1])) return `chuẩn không tồn tại: ${clause[1]}`
    availability[field] = clause[1]
    rest = rest.slice(clause[0].length)
  }
  if (!NOTE_START.test(rest)) return MARK_FORMAT_HINT
  // "; lỗi thời C++14, bỏ C++17" in the note would read as prose: the selector would show the form as present.
  if (LIFECYCLE_IN_NOTE.test(rest)) return LIFECYCLE_HINT
  return checkOrder(availability)
}

function checkOrder(availability: Availability): Availability | string {
  const { since, until, removedIn, deprecatedIn } = availability
  if (until && removedIn) return 'chỉ dùng một trong "đến" và "bị bỏ từ"'
  const later = (name: string, standard: Standard | undefined, orEqual: boolean) =>
    standard && compareStandards(standard, since) < (orEqual ? 0 : 1)
      ? `${name} ${standard} phải sau ${since}`
      : null
  const problem =
    later("đến", until, true) ??
    later("bị bỏ từ", removedIn, false) ??
    later("lỗi thời từ", deprecatedIn, true)
  if (problem) return problem
  return removedIn ? { ...availability, until: previousStandard(removedIn) } : availability
}

const isComment = (line: string) => /^\s*\/\//.test(line)
/** Braces and namespace lines frame the declarations; they need no mark of their own. */
const isFraming = (line: string) =>
  /^\s*(?:namespace\s+[\w:]+\s*)?[{}]?;?\s*$/.test(line) ||
  /^\s*namespace\s+[\w:]+\s*\{\s*$/.test(line)
const endsStatement = (line: string) => /[;{}]\s*$/.test(line.replace(/\/\/.*$/, ""))

/**
 * The marks of one signature block; `problems` lists bad marks and declarations without one (1-based lines).
 * A block that declares a single thing needs no mark: it takes the page's own version (`since` in the
 * frontmatter, which the page header already shows), if the page has one.
 */
export function overloadMarks(code: string, pageAvailability?: Availability): OverloadMarks {
  const sourceLines = code.split("\n")
  const lines: Array<Availability | undefined> = sourceLines.map(() => undefined)
  const markLines = new Set<number>()
  const problems: OverloadMarks["problems"] = []
  let current: Availability | undefined

  const parse = (text: string | undefined, index: number): Availability | undefined => {
    const parsed = parseMarkText(text ?? "")
    if (typeof parsed === "string") {
      problems.push({ line: index + 1, message: parsed })
      return undefined
    }
    markLines.add(index)
    return parsed
  }

  sourceLines.forEach((line, index) => {
    if (line.trim() === "") {
      current = undefined
      return
    }
    const ownLine = OWN_LINE_MARK.exec(line)
    const unnumbered = ownLine?.[2] !== undefined ? parseMarkText(ownLine[2]) : undefined
    if (unnumbered !== undefined && typeof unnumbered !== "string") {
      markLines.add(index)
      current = unnumbered
      lines[index] = current
      return
    }
    // A comment that merely starts with a standard ("// C++11 tách thành hai nạp chồng") is prose, not a mark.
    if (ownLine && unnumbered === undefined) {
      current = parse(ownLine[1], index)
      lines[index] = current
      return
    }
    const trailing = isComment(line) ? null : TRAILING_MARK.exec(line)
    if (trailing && trailing[2] !== undefined) {
      const availability = parse(trailing[2], index)
      lines[index] = availability
      // The lines of the same declaration above it (`template<…>` before `class vector; // (1) C++98`).
      for (let above = index - 1; above >= 0; above--) {
        const text = sourceLines[above]
        if (text.trim() === "" || isComment(text) || endsStatement(text) || lines[above]) break
        lines[above] = availability
      }
      return
    }
    lines[index] = current
  })

  const declarations = sourceLines.filter(
    (line) => !isComment(line) && endsStatement(line) && !isFraming(line),
  )
  if (markLines.size === 0 && problems.length === 0 && declarations.length === 1) {
    sourceLines.forEach((line, index) => {
      if (line.trim() !== "" && !isComment(line)) lines[index] = pageAvailability
    })
    return { lines, markLines, problems }
  }

  sourceLines.forEach((line, index) => {
    if (lines[index] || line.trim() === "" || isComment(line) || isFraming(line)) return
    problems.push({ line: index + 1, message: "khai báo chưa có dấu phiên bản // (n) C++NN" })
  })
  return { lines, markLines, problems }
}
