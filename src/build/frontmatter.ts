import { isStandard, STANDARDS } from "../lib/standards"

/** The GraphQL scalar of a frontmatter field; `!` marks a required field. */
type GraphqlFieldType = "String!" | "String" | "Float" | "Boolean"

interface FieldSchema {
  graphql: GraphqlFieldType
  /** null when the value is valid, else what is wrong with it (Vietnamese, after `trường "x"`). */
  check: (value: unknown) => string | null
}

const nonEmptyString = (value: unknown) =>
  typeof value === "string" && value.trim() !== "" ? null : "phải là một chuỗi không rỗng"

const standardVersion = (value: unknown) =>
  isStandard(value) ? null : `phải là một phiên bản chuẩn (${STANDARDS.join(", ")})`

/**
 * The frontmatter contract of every content page, written once. The TypeScript type (DocFrontmatter), the GraphQL
 * type of the Doc node (frontmatterTypeDefs) and the validation that gatsby-node and the content lint run (the build
 * fails naming the file and the field) are all derived from this table.
 */
const FRONTMATTER_SCHEMA = {
  title: { graphql: "String!", check: nonEmptyString },
  description: { graphql: "String!", check: nonEmptyString },
  sidebar_label: { graphql: "String", check: nonEmptyString },
  sidebar_position: {
    graphql: "Float",
    check: (value) =>
      typeof value === "number" && Number.isFinite(value) ? null : "phải là một số",
  },
  header: {
    graphql: "String",
    check: (value) =>
      typeof value === "string" && /^<[\w./]+>$/.test(value)
        ? null
        : "phải có dạng <tên_tệp_tiêu_đề>, ví dụ <vector>",
  },
  since: { graphql: "String", check: standardVersion },
  deprecated: { graphql: "String", check: standardVersion },
  removed: { graphql: "String", check: standardVersion },
  hide_from_sidebar: {
    graphql: "Boolean",
    check: (value) => (typeof value === "boolean" ? null : "phải là true hoặc false"),
  },
} as const satisfies Record<string, FieldSchema>

type Schema = typeof FRONTMATTER_SCHEMA
type ValueOf<G extends GraphqlFieldType> = G extends "Float"
  ? number
  : G extends "Boolean"
    ? boolean
    : string
type RequiredField = {
  [K in keyof Schema]: Schema[K]["graphql"] extends `${string}!` ? K : never
}[keyof Schema]

/** A content page's frontmatter, as FRONTMATTER_SCHEMA defines it. */
export type DocFrontmatter = { [K in RequiredField]: ValueOf<Schema[K]["graphql"]> } & {
  [K in Exclude<keyof Schema, RequiredField>]?: ValueOf<Schema[K]["graphql"]>
}

/** The GraphQL type of the Doc node's frontmatter (gatsby-node's createTypes). */
export function frontmatterTypeDefs(typeName: string): string {
  const fields = Object.entries(FRONTMATTER_SCHEMA).map(
    ([name, field]) => `    ${name}: ${field.graphql}`,
  )
  return `  type ${typeName} @dontInfer {\n${fields.join("\n")}\n  }`
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
  for (const [field, schema] of Object.entries(FRONTMATTER_SCHEMA) as [string, FieldSchema][]) {
    const value = record[field]
    if (value === undefined || value === null) {
      if (schema.graphql.endsWith("!"))
        problems.push({ field, message: "là bắt buộc nhưng bị thiếu" })
      continue
    }
    const message = schema.check(value)
    if (message) problems.push({ field, message })
  }
  for (const field of Object.keys(record)) {
    if (!(field in FRONTMATTER_SCHEMA)) {
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
