/**
 * Validates every built page (public/) with the Nu HTML Checker (the `vnu-jar` package, run with the system's
 * Java): 0 errors, or the list of errors by page and line. Run after `gatsby build`: `npm run check:html`.
 */
import { spawnSync } from "child_process"
import fs from "fs"
import path from "path"
import { createRequire } from "module"
import { builtPageFiles } from "../src/build/builtPages"
import { htmlErrors } from "../src/build/htmlValidation"

const publicDir = path.resolve("public")
if (!fs.existsSync(path.join(publicDir, "index.html"))) {
  console.error("Chưa có bản build trong public/: chạy `npm run build` trước.")
  process.exit(1)
}
const vnuJar = String(createRequire(__filename)("vnu-jar"))
const files = builtPageFiles(publicDir)
const started = Date.now()
const run = spawnSync(
  "java",
  ["-jar", vnuJar, "--errors-only", "--format", "json", "--stdout", ...files],
  {
    encoding: "utf8",
    maxBuffer: 256 * 1024 * 1024,
  },
)
if (run.error) {
  console.error(
    `Không chạy được java (${run.error.message}): cài Java, ví dụ \`apt-get install default-jre-headless\`.`,
  )
  process.exit(1)
}
const problems = htmlErrors(run.stdout, publicDir)
const seconds = ((Date.now() - started) / 1000).toFixed(1)
if (problems.length > 0) {
  console.error(
    `Nu HTML Checker: ${problems.length} lỗi trên ${files.length} trang (${seconds} s):`,
  )
  for (const problem of problems.slice(0, 50))
    console.error(
      `  ${problem.route}:${problem.line}: ${problem.message}\n      ${problem.extract}`,
    )
  if (problems.length > 50) console.error(`  … và ${problems.length - 50} lỗi nữa`)
  process.exit(1)
}
console.log(`Nu HTML Checker: ${files.length} trang, 0 lỗi (${seconds} s).`)
