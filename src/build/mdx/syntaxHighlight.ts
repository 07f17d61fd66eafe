import Prism from "prismjs"
import loadLanguages from "prismjs/components/"

loadLanguages(["cpp", "bash", "json", "cmake", "powershell", "makefile", "batch"])

const ALIASES: Record<string, string> = {
  "c++": "cpp",
  cxx: "cpp",
  hpp: "cpp",
  sh: "bash",
  shell: "bash",
  console: "bash",
  jsonc: "json",
  ps1: "powershell",
  bat: "batch",
  cmd: "batch",
}

export interface StyledText {
  text: string
  classes: string[]
}

function flatten(stream: Prism.TokenStream, inherited: string[], out: StyledText[]): void {
  if (typeof stream === "string") {
    out.push({ text: stream, classes: inherited })
    return
  }
  if (Array.isArray(stream)) {
    for (const part of stream) flatten(part, inherited, out)
    return
  }
  const aliases = stream.alias ? ([] as string[]).concat(stream.alias) : []
  flatten(stream.content, [...inherited, stream.type, ...aliases], out)
}

/** Splits highlighted code into lines of styled runs; a token spanning lines is cut at each newline. */
export function highlightToLines(code: string, language: string): StyledText[][] {
  const name = ALIASES[language] ?? language
  const grammar = Prism.languages[name]
  const runs: StyledText[] = []
  if (grammar) flatten(Prism.tokenize(code, grammar), [], runs)
  else runs.push({ text: code, classes: [] })

  const lines: StyledText[][] = [[]]
  for (const run of runs) {
    const pieces = run.text.split("\n")
    pieces.forEach((piece, index) => {
      if (index > 0) lines.push([])
      if (piece !== "") lines[lines.length - 1].push({ text: piece, classes: run.classes })
    })
  }
  return lines
}
