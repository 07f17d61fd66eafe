import crypto from "crypto"
import path from "path"

/** css-loader's `modules.getLocalIdent`: the class name for `localName` in the module at `resourcePath`. */
export type GetLocalIdent = (
  loaderContext: { resourcePath: string },
  localIdentName: string,
  localName: string,
) => string

/**
 * Class names of CSS modules in the production build: `_` and 6 hex digits of a hash of the module's path and the
 * class, instead of Gatsby's `styles-module--link--1ecd9` (the development server keeps the readable names). The
 * sidebar repeats a class on every link; shorter names take about 0.4 KiB of gzip off each page (`npm run bench`).
 * The browser and server-rendering stages compute the same name from the same input. Two classes whose short
 * names meet fail the build rather than share styles.
 */
export function shortClassNames(root: string): GetLocalIdent {
  const owners = new Map<string, string>()
  return ({ resourcePath }, _localIdentName, localName) => {
    const owner = `${path.relative(root, resourcePath).split(path.sep).join("/")}#${localName}`
    const name = `_${crypto.createHash("sha1").update(owner).digest("hex").slice(0, 6)}`
    const previous = owners.get(name)
    if (previous !== undefined && previous !== owner)
      throw new Error(`Hai lớp CSS có cùng tên ngắn ${name}: ${previous} và ${owner}`)
    owners.set(name, owner)
    return name
  }
}

interface LoaderUse {
  loader?: string
  options?: { modules?: unknown }
}
interface Rule {
  use?: unknown
  oneOf?: unknown
  rules?: unknown
}

const asArray = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])

/**
 * Gives every css-loader that compiles CSS modules in a webpack config the `getLocalIdent` above; returns how many
 * it changed, and throws when none (a Gatsby upgrade that moves the loader must not silently keep long names).
 */
export function applyShortClassNames(
  config: { module?: { rules?: unknown } },
  getLocalIdent: GetLocalIdent,
): number {
  let changed = 0
  const visit = (rule: Rule) => {
    for (const use of asArray(rule.use) as LoaderUse[]) {
      const modules = use.options?.modules
      if (use.loader?.includes("css-loader") && typeof modules === "object" && modules !== null) {
        Object.assign(modules, { getLocalIdent })
        changed++
      }
    }
    for (const inner of [...asArray(rule.oneOf), ...asArray(rule.rules)]) visit(inner as Rule)
  }
  for (const rule of asArray(config.module?.rules)) visit(rule as Rule)
  if (changed === 0)
    throw new Error("Không tìm thấy css-loader của CSS module trong cấu hình webpack")
  return changed
}
