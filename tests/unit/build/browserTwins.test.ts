import fs from "fs"
import os from "os"
import path from "path"
import {
  browserPackageTwins,
  browserTwinAliases,
  browserTwins,
} from "../../../src/build/browserTwins"

/** A project root holding the modules to replace (Gatsby's .cache exists only after a build). */
function rootWith(modules: string[], packages = Object.keys(browserPackageTwins(true))): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "twins-"))
  for (const name of packages) {
    fs.mkdirSync(path.join(root, "node_modules", name), { recursive: true })
    fs.writeFileSync(path.join(root, "node_modules", name, "package.json"), "{}")
  }
  for (const module of modules) {
    const file = path.join(root, path.extname(module) ? module : `${module}.js`)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, "")
  }
  return root
}

describe("browser twins", () => {
  it("replaces the head and on-approach modules in every browser bundle, and Gatsby's unused runtime only in production", () => {
    const root = rootWith(Object.keys(browserTwins(true)))
    const develop = browserTwinAliases(root, false)
    const production = browserTwinAliases(root, true)
    const headTags = `${path.join(root, "src/components/Seo/HeadTags")}$`
    const approachParts = `${path.join(root, "src/components/DocPage/approachParts")}$`
    expect(develop).toEqual({
      [headTags]: path.join(root, "src/components/Seo/HeadTags.browser.tsx"),
      [approachParts]: path.join(root, "src/components/DocPage/approachParts.browser.tsx"),
      [`${path.join(root, "src/components/Layout/approachParts")}$`]: path.join(
        root,
        "src/components/Layout/approachParts.browser.tsx",
      ),
    })
    expect(production).toMatchObject({
      [headTags]: path.join(root, "src/components/Seo/HeadTags.browser.tsx"),
      "gatsby-react-router-scroll$": path.join(root, "src/app/gatsbyTwins/routerScroll.tsx"),
      [`${path.join(root, ".cache/head/head-export-handler-for-browser")}$`]: path.join(
        root,
        "src/app/gatsbyTwins/noHeadExport.ts",
      ),
    })
  })

  it("fails when a module to replace is gone, rather than shipping both", () => {
    const root = rootWith(Object.keys(browserTwins(false)))
    expect(() => browserTwinAliases(root, false)).not.toThrow()
    expect(() => browserTwinAliases(root, true)).toThrow(/\.cache\/head/)
    const withoutPackages = rootWith(Object.keys(browserTwins(true)), [])
    expect(() => browserTwinAliases(withoutPackages, false)).not.toThrow()
    expect(() => browserTwinAliases(withoutPackages, true)).toThrow(/gatsby-react-router-scroll/)
  })

  it("a package twin exports every name Gatsby's runtime imports from the package", async () => {
    const runtime = path.join(process.cwd(), "node_modules/gatsby/cache-dir")
    for (const [name, twin] of Object.entries(browserPackageTwins(true))) {
      const imported = new Set<string>()
      for (const file of fs.readdirSync(runtime).filter((f) => f.endsWith(".js"))) {
        const source = fs.readFileSync(path.join(runtime, file), "utf8")
        const pattern = new RegExp(`(?:import|export) \\{([^}]*)\\} from "${name}"`, "g")
        for (const match of source.matchAll(pattern))
          for (const part of match[1].split(",")) imported.add(part.trim().split(/\s+as\s+/)[0])
      }
      expect(imported.size).toBeGreaterThan(0)
      const exported = Object.keys(await import(path.join(process.cwd(), twin)))
      for (const importedName of imported) expect(exported).toContain(importedName)
    }
  })

  it("every twin exists in the project", () => {
    for (const twin of new Set([
      ...Object.values(browserTwins(true)),
      ...Object.values(browserPackageTwins(true)),
    ]))
      expect(fs.existsSync(path.join(process.cwd(), twin))).toBe(true)
  })
})
