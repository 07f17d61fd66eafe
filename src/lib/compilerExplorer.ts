/**
 * "Chạy thử" links: Compiler Explorer (godbolt.org) takes its whole editor state in the URL,
 * `/clientstate/<base64 of the JSON state>`. That URL repeats the example's code, so the page does not carry it:
 * the browser builds it from the code block when the reader points at, focuses or touches the link
 * (src/app/tryLinks.ts), and nothing third-party loads until the click. The state opens the example's code with an executor pane that compiles it with a current
 * GCC and runs it, so the reader sees the output the page shows.
 */
export const COMPILER_EXPLORER_ORIGIN = "https://godbolt.org"
/** The link's address before the browser fills in the example (and without JavaScript): an empty editor. */
export const COMPILER_EXPLORER_HOME = `${COMPILER_EXPLORER_ORIGIN}/`
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
  // btoa takes one character per byte: the UTF-8 bytes, read off encodeURIComponent's escapes (browser and Node alike).
  const utf8 = encodeURIComponent(JSON.stringify(compilerExplorerState(source, stdin))).replace(
    /%([0-9A-F]{2})/g,
    (_, hex: string) => String.fromCharCode(parseInt(hex, 16)),
  )
  const base64 = btoa(utf8)
  return `${COMPILER_EXPLORER_ORIGIN}/clientstate/${encodeURIComponent(base64)}`
}
