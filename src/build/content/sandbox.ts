import { spawnSync } from "child_process"

/**
 * How an example program is run: the code comes from content files, and the runner may run as root (CI), so
 * each program gets an empty environment, limits, and no network.
 * - CPU time: RLIMIT_CPU (the wall-clock timeout is the runner's); open files and written file size are capped.
 * - Memory: RLIMIT_AS for plain builds; AddressSanitizer reserves terabytes of address space, so a sanitized build
 *   gets the sanitizer's own resident-memory cap (`hard_rss_limit_mb`) instead.
 * - Network: a new, empty network namespace (`unshare -n`) where the machine allows it; where it does not (no
 *   privilege), the run goes on without it and the runner warns once.
 */
export const CPU_SECONDS = 8
export const MEMORY_MB = 1024
const OPEN_FILES = 64
const FILE_BYTES = 16 * 1024 * 1024

export interface SandboxedCommand {
  command: string
  args: string[]
  env: Record<string, string>
}

/** Part of the example cache key: a result obtained under other limits is not reused. */
export const SANDBOX_ID = `cpu=${CPU_SECONDS};mem=${MEMORY_MB};files=${OPEN_FILES};fsize=${FILE_BYTES};env=empty`

let networkIsolation: boolean | null = null

/** Whether `unshare -n` works here (probed once per process). */
export function canIsolateNetwork(): boolean {
  if (networkIsolation === null) {
    const probe = spawnSync("unshare", ["-n", "true"], { stdio: "ignore" })
    networkIsolation = probe.status === 0
    if (!networkIsolation)
      console.warn(
        "Không cô lập mạng được cho các ví dụ (unshare -n cần quyền root hoặc user namespace): chạy không có cô lập mạng.",
      )
  }
  return networkIsolation
}

export function sandboxed(binary: string, sanitized: boolean): SandboxedCommand {
  const limits = [
    `--cpu=${CPU_SECONDS}`,
    `--nofile=${OPEN_FILES}`,
    `--fsize=${FILE_BYTES}`,
    ...(sanitized ? [] : [`--as=${MEMORY_MB * 1024 * 1024}`]),
  ]
  const prlimit = ["prlimit", ...limits, "--", binary]
  const [command, ...args] = canIsolateNetwork() ? ["unshare", "-n", "--", ...prlimit] : prlimit
  return {
    command,
    args,
    env: {
      LC_ALL: "C.UTF-8",
      ASAN_OPTIONS: `detect_leaks=0:abort_on_error=0:hard_rss_limit_mb=${MEMORY_MB}`,
      UBSAN_OPTIONS: "print_stacktrace=1:halt_on_error=1",
    },
  }
}
