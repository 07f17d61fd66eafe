/**
 * "Chạy thử" links: Compiler Explorer (godbolt.org) takes its whole editor state in the URL,
 * `/clientstate/<base64 of the JSON state>`, so the link is built at build time and nothing third-party loads until
 * the reader clicks it. The state opens the example's code with an executor pane that compiles it with a current
 * GCC and runs it, so the reader sees the output the page shows.
 */
export const COMPILER_EXPLORER_ORIGIN = "https://godbolt.org"
/** GCC 14.2 on Compiler Explorer. */
export const COMPILER_EXPLORER_COMPILER = "g142"
export const COMPILER_EXPLORER_OPTIONS = "-std=c++20 -Wall -Wextra -O1"

export interface CompilerExplorerState {
  sessions: Array<{
    id: number
    language: "c++"
    source: string
    compilers: Array<{ id: string; options: string; libs: [] }>
    executors: Array<{
      compilerVisible: boolean
      compilerOutputVisible: boolean
      arguments: []
      argumentsVisible: boolean
      stdin: string
      stdinVisible: boolean
      compiler: { id: string; options: string; libs: [] }
    }>
  }>
}

export function compilerExplorerState(source: string, stdin = ""): CompilerExplorerState {
  const compiler = {
    id: COMPILER_EXPLORER_COMPILER,
    options: COMPILER_EXPLORER_OPTIONS,
    libs: [] as [],
  }
  return {
    sessions: [
      {
        id: 1,
        language: "c++",
        source,
        compilers: [],
        executors: [
          {
            compilerVisible: false,
            compilerOutputVisible: true,
            arguments: [],
            argumentsVisible: false,
            stdin,
            stdinVisible: stdin !== "",
            compiler,
          },
        ],
      },
    ],
  }
}

/** The URL that opens `source` (and its standard input) on Compiler Explorer, ready to run. */
export function compilerExplorerUrl(source: string, stdin = ""): string {
  const json = JSON.stringify(compilerExplorerState(source, stdin))
  const base64 = Buffer.from(json, "utf8").toString("base64")
  return `${COMPILER_EXPLORER_ORIGIN}/clientstate/${encodeURIComponent(base64)}`
}
