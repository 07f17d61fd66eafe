import fs from "fs"
import path from "path"

/**
 * The installed packages that ship only ES modules (package.json "type": "module"), e.g. the unified/remark
 * family the MDX parser uses. Jest runs CommonJS, so these must go through Babel instead of being ignored.
 */
export function esmOnlyPackages(nodeModules: string): string[] {
  const names = new Set<string>()
  const scan = (dir: string) => {
    const consider = (name: string) => {
      const packageDir = path.join(dir, name)
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, "package.json"), "utf8"))
        if (manifest.type === "module") names.add(name)
      } catch {
        return // not a package
      }
      // A nested copy (another major version) may be ESM-only where the top-level one is not.
      if (fs.existsSync(path.join(packageDir, "node_modules")))
        scan(path.join(packageDir, "node_modules"))
    }
    for (const entry of fs.readdirSync(dir)) {
      if (entry.startsWith(".")) continue
      if (entry.startsWith("@")) {
        for (const scoped of fs.readdirSync(path.join(dir, entry))) consider(`${entry}/${scoped}`)
      } else consider(entry)
    }
  }
  scan(nodeModules)
  return [...names]
}
