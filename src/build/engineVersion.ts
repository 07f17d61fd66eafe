import crypto from "crypto"
import fs from "fs"
import path from "path"

/**
 * The code and data that turn a content file into a Doc node. Gatsby re-runs onCreateNode only for files that
 * changed, and clears its cache only when gatsby-node.ts itself changes, not the modules it imports; a Doc node
 * made by an older version of this code is made again (gatsby-node.ts, sourceNodes).
 */
const ENGINE_SOURCES = ["src/build", "src/lib", "src/i18n", "data/routes.json"]

function filesUnder(entry: string): string[] {
  if (!fs.existsSync(entry)) return []
  if (!fs.statSync(entry).isDirectory()) return [entry]
  return fs
    .readdirSync(entry)
    .sort()
    .flatMap((name) => filesUnder(path.join(entry, name)))
}

export function engineVersion(root = process.cwd()): string {
  const hash = crypto.createHash("sha1")
  for (const source of ENGINE_SOURCES)
    for (const file of filesUnder(path.join(root, source))) {
      hash.update(path.relative(root, file)).update("\0")
      hash.update(fs.readFileSync(file)).update("\0")
    }
  return hash.digest("hex").slice(0, 16)
}
