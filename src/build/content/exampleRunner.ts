import { spawn } from "child_process"
import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import { escapeControlCharacters } from "../../lib/controlCharacters"
import { SANDBOX_ID, sandboxed } from "./sandbox"

const COMMON_FLAGS = ["-std=c++20", "-Wall", "-Wextra", "-Werror"]

/**
 * Each example is built twice, with two compilers and two configurations: g++ with AddressSanitizer and UBSan
 * (catches undefined behaviour at run time), clang++ optimised without sanitizers (another front end, another
 * optimiser; both use libstdc++ here). Sanitizers under one compiler keep a cold run of every example well
 * inside the test budget; both outputs must equal the page byte for byte.
 */
export const COMPILER_FLAGS: Record<string, string[]> = {
  "g++": [...COMMON_FLAGS, "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-g"],
  "clang++": [...COMMON_FLAGS, "-O1"],
}

export function compileFlagsFor(compiler: string): string[] {
  return COMPILER_FLAGS[compiler] ?? COMPILER_FLAGS["g++"]
}

export const RUN_TIMEOUT_MS = 10_000
const COMPILE_TIMEOUT_MS = 120_000

export interface RunResult {
  /** "compile": did not compile; "run": crashed, timed out or exited non-zero; "ok": ran to completion. */
  phase: "compile" | "run" | "ok"
  stdout: string
  stderr: string
  exitCode: number | null
}

interface ProcessResult {
  stdout: string
  stderr: string
  exitCode: number | null
  timedOut: boolean
}

function runProcess(
  command: string,
  args: string[],
  input: string,
  timeoutMs: number,
  env: NodeJS.ProcessEnv = { ...process.env, LC_ALL: "C.UTF-8" },
): Promise<ProcessResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { env })
    let stdout = ""
    let stderr = ""
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill("SIGKILL")
    }, timeoutMs)
    child.stdout.on("data", (chunk) => (stdout += chunk))
    child.stderr.on("data", (chunk) => (stderr += chunk))
    child.on("error", (error) => {
      stderr += String(error)
    })
    child.on("close", (code) => {
      clearTimeout(timer)
      resolve({ stdout, stderr, exitCode: code, timedOut })
    })
    child.stdin.on("error", () => undefined)
    child.stdin.end(input)
  })
}

/** Compiles and runs one example; results are cached by the hash of compiler, flags, sandbox, code and input. */
export class ExampleRunner {
  private readonly compilerId: Promise<string>

  private readonly flags: string[]

  constructor(
    private readonly cacheDir: string,
    readonly compiler = "g++",
  ) {
    this.flags = compileFlagsFor(compiler)
    fs.mkdirSync(cacheDir, { recursive: true })
    this.compilerId = runProcess(compiler, ["--version"], "", 10_000).then((r) => r.stdout.split("\n")[0])
  }

  async run(code: string, stdin: string): Promise<RunResult & { cached: boolean }> {
    const hash = crypto
      .createHash("sha256")
      .update([await this.compilerId, this.flags.join(" "), SANDBOX_ID, code, stdin].join("\u0000"))
      .digest("hex")
    const cacheFile = path.join(this.cacheDir, `${hash}.json`)
    if (fs.existsSync(cacheFile)) {
      return { ...(JSON.parse(fs.readFileSync(cacheFile, "utf8")) as RunResult), cached: true }
    }
    const result = await this.compileAndRun(code, stdin, hash)
    fs.writeFileSync(cacheFile, JSON.stringify(result))
    return { ...result, cached: false }
  }

  private async compileAndRun(code: string, stdin: string, hash: string): Promise<RunResult> {
    const workDir = fs.mkdtempSync(path.join(os.tmpdir(), `cppvn-${hash.slice(0, 8)}-`))
    try {
      const source = path.join(workDir, "example.cpp")
      const binary = path.join(workDir, "example")
      fs.writeFileSync(source, code + "\n")
      const compiled = await runProcess(
        this.compiler,
        [...this.flags, source, "-o", binary],
        "",
        COMPILE_TIMEOUT_MS,
      )
      if (compiled.exitCode !== 0) {
        return { phase: "compile", stdout: "", stderr: compiled.stderr, exitCode: compiled.exitCode }
      }
      const run = sandboxed(binary, this.flags.some((flag) => flag.startsWith("-fsanitize=address")))
      const ran = await runProcess(run.command, run.args, stdin, RUN_TIMEOUT_MS, run.env)
      const stderr = ran.timedOut ? `${ran.stderr}\n(quá thời gian ${RUN_TIMEOUT_MS} ms)` : ran.stderr
      const phase = ran.exitCode === 0 && !ran.timedOut ? "ok" : "run"
      return { phase, stdout: ran.stdout, stderr, exitCode: ran.exitCode }
    } finally {
      fs.rmSync(workDir, { recursive: true, force: true })
    }
  }
}

/** What a program printed, as the page shows it: control characters escaped (\0, \x1b…). */
export function visibleOutput(stdout: string): string {
  return escapeControlCharacters(stdout)
}

/**
 * The page's output block must be exactly what the program prints, byte for byte (trailing spaces included),
 * control characters escaped. A code block cannot show a final newline, so the output may end with one.
 */
export function outputsMatch(expected: string, stdout: string): boolean {
  const actual = visibleOutput(stdout)
  return actual === expected || actual === `${expected}\n` || (expected === "" && actual === "")
}

/** Runs tasks with at most `limit` in flight. */
export async function mapWithConcurrency<T, R>(items: T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next
      next += 1
      results[index] = await task(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}
