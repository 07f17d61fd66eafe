import { isStandard, STANDARDS } from "../lib/standards"

/**
 * The frontmatter contract of every content page. Validation runs in gatsby-node (the build fails naming the
 * file and the field) and in the content lint, so both report the same errors.
 */
export interface DocFrontmatter {
  title: string
  description: string
  sidebar_label?: string
  sidebar_position?: number
  header?: string
  since?: string
  deprecated?: string
  removed?: string
  hide_from_sidebar?: boolean
}

type FieldRule = { required: boolean; check: (value: unknown) => string | null }

const nonEmptyString = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? null : "phải là một chuỗi không rỗng"

const standardVersion = (value: unknown) =>
  isStandard(value) ? null : `phải là một phiên bản chuẩn (${STANDARDS.join(", ")})`

const FIELD_RULES: Record<keyof DocFrontmatter, FieldRule> = {
  title: { required: true, check: nonEmptyString },
  description: { required: true, check: nonEmptyString },
  sidebar_label: { required: false, check: nonEmptyString },
  sidebar_position: {
    required: false,
    check: (value) =>
      typeof value === "number" && Number.isFinite(value) ? null : "phải là một số",
  },
  header: {
    required: false,
    check: (value) =>
      typeof value === "string" && /^<[\w./]+>$/.test(value)
        ? null
        : "phải có dạng <tên_tệp_tiêu_đề>, ví dụ <vector>",
  },
  since: { required: false, check: standardVersion },
  deprecated: { required: false, check: standardVersion },
  removed: { required: false, check: standardVersion },
  hide_from_sidebar: {
    required: false,
    check: (value) => (typeof value === "boolean" ? null : "phải là true hoặc false"),
  },
}

export interface FrontmatterProblem {
  field: string
  message: string
}

export function findFrontmatterProblems(frontmatter: unknown): FrontmatterProblem[] {
  if (frontmatter === null || typeof frontmatter !== "object" || Array.isArray(frontmatter)) {
    return [{ field: "(frontmatter)", message: "thiếu khối frontmatter YAML ở đầu tệp" }]
  }
  const record = frontmatter as Record<string, unknown>
  const problems: FrontmatterProblem[] = []
  for (const [field, rule] of Object.entries(FIELD_RULES)) {
    const value = record[field]
    if (value === undefined || value === null) {
      if (rule.required) problems.push({ field, message: "là bắt buộc nhưng bị thiếu" })
      continue
    }
    const message = rule.check(value)
    if (message) problems.push({ field, message })
  }
  for (const field of Object.keys(record)) {
    if (!(field in FIELD_RULES)) {
      problems.push({ field, message: "không phải là trường frontmatter được hỗ trợ" })
    }
  }
  return problems
}

export class FrontmatterError extends Error {
  constructor(
    readonly file: string,
    readonly problems: FrontmatterProblem[],
  ) {
    super(
      `Frontmatter không hợp lệ trong ${file}:\n` +
        problems.map((p) => `  - trường "${p.field}" ${p.message}`).join("\n"),
    )
    this.name = "FrontmatterError"
  }
}

export function assertValidFrontmatter(frontmatter: unknown, file: string): DocFrontmatter {
  const problems = findFrontmatterProblems(frontmatter)
  if (problems.length > 0) throw new FrontmatterError(file, problems)
  return frontmatter as DocFrontmatter
}
