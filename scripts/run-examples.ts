/**
 * Compiles and runs every runnable example (```cpp run) of content/ with g++ and clang++, and compares its stdout
 * with the page's ```text output block, byte for byte. Reports file:line on any mismatch.
 *
 *   tsx scripts/run-examples.ts [files...] [--write]
 *
 * --write fills each output block with the real output (for authors; read what it wrote before committing).
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { CONTENT_DIR, listContentFiles } from "../src/build/contentFiles"
import { runnableExamples, type RunnableExample } from "../src/build/content/codeBlocks"
import { parseContentPage } from "../src/build/mdx/parseContentPage"
import { routeFromContentPath } from "../src/lib/routes"
import {
  ExampleRunner,
  mapWithConcurrency,
  outputsMatch,
  visibleOutput,
  type RunResult,
} from "../src/build/content/exampleRunner"

const CACHE_DIR = path.resolve(".example-cache")

interface Job {
  file: string
  example: RunnableExample
}

/**
 * g++ (with sanitizers) and clang++ (optimised), see COMPILER_FLAGS. Without clang++ installed the run warns and
 * uses g++ alone, unless EXAMPLES_REQUIRE_CLANG=1 (CI), which makes it an error. EXAMPLE_COMPILERS=g++ limits
 * a local run to one compiler.
 */
function chosenCompilers(): string[] {
  const wanted = (process.env.EXAMPLE_COMPILERS ?? "g++,clang++")
    .split(",")
    .map((name) => name.trim())
  const installed = wanted.filter((compiler) => {
    try {
      execFileSync(compiler, ["--version"], { stdio: "ignore" })
      return true
    } catch {
      return false
    }
  })
  for (const missing of wanted.filter((compiler) => !installed.includes(compiler))) {
    if (missing === "clang++" && process.env.EXAMPLES_REQUIRE_CLANG === "1")
      throw new Error("Không có clang++ (EXAMPLES_REQUIRE_CLANG=1): apt-get install -y clang")
    console.warn(
      `Cảnh báo: không có ${missing}; các ví dụ chỉ được kiểm tra với ${installed.join(", ")}.`,
    )
  }
  return installed
}

function describeFailure(job: Job, compiler: string, result: RunResult): string | null {
  const where = `content/${job.file}:${job.example.line}`
  if (result.phase === "compile")
    return `${where}: ${compiler} không biên dịch được ví dụ:\n${indent(result.stderr)}`
  if (result.phase === "run") {
    return `${where}: ví dụ kết thúc với mã ${result.exitCode} (${compiler}):\n${indent(result.stderr)}`
  }
  if (!job.example.expected) return `${where}: thiếu khối \`\`\`text output ngay sau ví dụ`
  if (!outputsMatch(job.example.expected.code, result.stdout)) {
    return (
      `content/${job.file}:${job.example.expected.line}: kết quả trên trang khác kết quả thật (${compiler}).\n` +
      `  trên trang:\n${indent(job.example.expected.code)}\n  kết quả thật:\n${indent(result.stdout)}`
    )
  }
  return null
}

function indent(text: string): string {
  return text
    .replace(/\s+$/, "")
    .split("\n")
    .slice(0, 40)
    .map((line) => `      ${line}`)
    .join("\n")
}

function writeOutputs(file: string, jobs: Job[], outputs: Map<Job, string>): void {
  const full = path.join(CONTENT_DIR, file)
  const lines = fs.readFileSync(full, "utf8").split("\n")
  // From the bottom up, so earlier line numbers stay valid.
  for (const job of [...jobs].reverse()) {
    const actual = visibleOutput(outputs.get(job) ?? "").replace(/\n$/, "")
    const expected = job.example.expected
    if (expected) {
      const bodyStart = expected.line // 0-based index of the first body line
      const bodyLength = expected.code === "" ? 0 : expected.code.split("\n").length
      lines.splice(bodyStart, bodyLength, ...actual.split("\n"))
    }
  }
  fs.writeFileSync(full, lines.join("\n"))
}

async function main() {
  const args = process.argv.slice(2)
  const write = args.includes("--write")
  const requested = args
    .filter((arg) => !arg.startsWith("--"))
    .map((arg) => path.relative(CONTENT_DIR, path.resolve(arg)))
  const files = requested.length > 0 ? requested : listContentFiles()
  const jobs: Job[] = []
  const problems: string[] = []
  for (const file of files) {
    try {
      const source = fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")
      const page = parseContentPage(source, `content/${file}`, routeFromContentPath(file))
      for (const example of runnableExamples(page.codeBlocks)) jobs.push({ file, example })
    } catch (error) {
      problems.push((error as Error).message)
    }
  }
  const compilers = chosenCompilers()
  if (compilers.length === 0) throw new Error("Không tìm thấy g++ hay clang++")
  const started = Date.now()
  let fresh = 0
  const outputs = new Map<Job, string>()
  for (const compiler of compilers) {
    const runner = new ExampleRunner(path.join(CACHE_DIR, compiler.replace(/\W/g, "_")), compiler)
    const results = await mapWithConcurrency(jobs, Math.max(2, os.cpus().length), async (job) => {
      const result = await runner.run(job.example.code, job.example.stdin)
      if (!result.cached) fresh += 1
      if (compiler === compilers[0] && result.phase === "ok") outputs.set(job, result.stdout)
      return result
    })
    jobs.forEach((job, index) => {
      const failure = describeFailure(job, compiler, results[index])
      if (failure && !(write && results[index].phase === "ok")) problems.push(failure)
    })
  }
  if (write) {
    for (const file of new Set(jobs.map((job) => job.file))) {
      writeOutputs(
        file,
        jobs.filter((job) => job.file === file && job.example.expected),
        outputs,
      )
    }
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(
    `Ví dụ: ${jobs.length} chương trình trong ${files.length} tệp, trình biên dịch ${compilers.join(", ")}; ` +
      `${fresh} lần biên dịch mới, ${seconds} s.`,
  )
  if (problems.length > 0) {
    console.error(`\n${problems.length} ví dụ có lỗi:\n\n${problems.join("\n\n")}`)
    process.exit(1)
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
