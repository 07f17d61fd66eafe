import { fileURLToPath } from "url"
import { builtPageRoute } from "./builtPages"

/** One message of the Nu HTML Checker's `--format json` output (the fields this project reads). */
interface NuMessage {
  type: string
  subType?: string
  url?: string
  lastLine?: number
  firstLine?: number
  message: string
  extract?: string
}

export interface HtmlProblem {
  /** The page's route as builtPageRoute gives it. */
  route: string
  line: number
  message: string
  extract: string
}

/**
 * The errors in the checker's JSON report, each with the route of its page (warnings and info are left out).
 * A report that is not the checker's JSON throws, so a broken checker never passes as a clean site.
 */
export function htmlErrors(report: string, publicDir: string): HtmlProblem[] {
  let parsed: { messages?: NuMessage[] }
  try {
    parsed = JSON.parse(report) as { messages?: NuMessage[] }
  } catch {
    throw new Error(`Nu HTML Checker không trả về JSON: ${report.slice(0, 300)}`)
  }
  if (!Array.isArray(parsed.messages)) throw new Error("Báo cáo của Nu HTML Checker thiếu messages")
  return parsed.messages
    .filter((message) => message.type === "error" || message.subType === "fatal")
    .map((message) => ({
      route: message.url?.startsWith("file:")
        ? builtPageRoute(publicDir, fileURLToPath(message.url))
        : (message.url ?? "?"),
      line: message.lastLine ?? message.firstLine ?? 0,
      message: message.message,
      extract: (message.extract ?? "").replace(/\s+/g, " ").trim(),
    }))
}
