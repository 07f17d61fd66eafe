import { spawnSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"

jest.setTimeout(60_000)

const INCREMENT_ONCE = path.resolve(__dirname, "support/incrementOnce.ts")
const SYNC_CALLS = "fsync,fdatasync,msync"
const DELAY_MS = 1_500

// strace delays every sync call; it needs ptrace, which some containers forbid.
const straceWorks = spawnSync("strace", ["-o", "/dev/null", "true"]).status === 0
if (!straceWorks)
  console.warn("strace không chạy được (chưa cài hoặc ptrace bị cấm): bỏ qua phép thử fsync")
const itWithStrace = straceWorks ? it : it.skip

describe("LMDB store durability", () => {
  itWithStrace("answers an increment only after it is synced to disk", () => {
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "cppvn-counter-fsync-"))
    try {
      const run = spawnSync(
        "strace",
        [
          "-f",
          "-qq",
          "-o",
          "/dev/null",
          `-e`,
          `trace=${SYNC_CALLS}`,
          "-e",
          `inject=${SYNC_CALLS}:delay_exit=${DELAY_MS * 1_000}`,
          process.execPath,
          "--import",
          "tsx",
          INCREMENT_ONCE,
          directory,
        ],
        { encoding: "utf8" },
      )
      expect(run.stderr).toBe("")
      // Committed but not yet synced, the answer came in ~30 ms; synced, it waits for the delayed call.
      expect(Number(run.stdout)).toBeGreaterThanOrEqual(DELAY_MS * 0.9)
    } finally {
      fs.rmSync(directory, { recursive: true, force: true })
    }
  })
})
