import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"

export interface LastUpdate {
  /** ISO 8601 */
  date: string
  author: string | null
}

/**
 * Parses `git log --format=%x1e%aI%x1f%an --name-only`: commits newest first, each followed by the files it
 * touched; the first commit that names a file is its last update.
 */
export function parseGitLog(output: string): Map<string, LastUpdate> {
  const updates = new Map<string, LastUpdate>()
  for (const record of output.split("\u001e")) {
    const [header, ...files] = record.split("\n")
    const [date, author] = header.split("\u001f")
    if (!date || !author) continue
    for (const file of files) {
      const name = file.trim()
      if (name && !updates.has(name))
        updates.set(name, { date: date.trim(), author: author.trim() })
    }
  }
  return updates
}

/** One git call for the whole content tree; null when git or the history is unavailable. */
export function readGitLastUpdates(
  repoDir: string,
  folder = "content",
): Map<string, LastUpdate> | null {
  try {
    const output = execFileSync(
      "git",
      ["log", "--format=%x1e%aI%x1f%an", "--name-only", "--", folder],
      {
        cwd: repoDir,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
        stdio: ["ignore", "pipe", "ignore"],
      },
    )
    return parseGitLog(output)
  } catch {
    return null
  }
}

/** The file's last commit, or its modification time (and no author) when git does not know it. */
export function lastUpdateFor(
  history: Map<string, LastUpdate> | null,
  repoDir: string,
  relativeFile: string,
): LastUpdate {
  const fromGit = history?.get(relativeFile)
  if (fromGit) return fromGit
  const stat = fs.statSync(path.join(repoDir, relativeFile))
  return { date: stat.mtime.toISOString(), author: null }
}
