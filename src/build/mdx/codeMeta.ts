/**
 * The fence meta of a code block: ```cpp title="main.cpp" {2,4-5} run
 * Flags: run (compiled and run by the example runner), decl (signature block), norun (shown, never compiled),
 * output / stdin (on `text` blocks: the expected output of, or the input to, the runnable block above).
 * A platform flag on an output block (`gcc-linux`) says its numbers are those of that library and platform.
 */
export type CodeVariant = "run" | "decl" | "norun" | "output" | "stdin" | "plain"

export interface CodeMeta {
  title: string | null
  highlightedLines: Set<number>
  variant: CodeVariant
  flags: Set<string>
  platform: string | null
}

const VARIANT_FLAGS: CodeVariant[] = ["run", "decl", "norun", "output", "stdin"]
export const PLATFORM_FLAGS = ["gcc-linux"]

export function parseLineRanges(spec: string): Set<number> {
  const lines = new Set<number>()
  for (const part of spec.split(",")) {
    const match = /^\s*(\d+)(?:\s*-\s*(\d+))?\s*$/.exec(part)
    if (!match) continue
    const start = Number(match[1])
    const end = match[2] ? Number(match[2]) : start
    for (let line = start; line <= end; line += 1) lines.add(line)
  }
  return lines
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  let rest = meta ?? ""
  let title: string | null = null
  const titleMatch = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(rest)
  if (titleMatch) {
    title = titleMatch[1] ?? titleMatch[2] ?? titleMatch[3] ?? null
    rest = rest.replace(titleMatch[0], " ")
  }
  let highlightedLines = new Set<number>()
  const rangeMatch = /\{([\d,\s-]+)\}/.exec(rest)
  if (rangeMatch) {
    highlightedLines = parseLineRanges(rangeMatch[1])
    rest = rest.replace(rangeMatch[0], " ")
  }
  const flags = new Set(rest.split(/\s+/).filter(Boolean))
  const variant = VARIANT_FLAGS.find((flag) => flags.has(flag)) ?? "plain"
  const platform = PLATFORM_FLAGS.find((flag) => flags.has(flag)) ?? null
  return { title, highlightedLines, variant, flags, platform }
}
