import fs from "fs"
import os from "os"
import path from "path"
import { browserTwinAliases, browserTwins } from "../../../src/build/browserTwins"

/** A project root holding the modules to replace (Gatsby's .cache exists only after a build). */
function rootWith(modules: string[]): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "twins-"))
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
  })

  it("every twin exists in the project", () => {
    for (const twin of new Set(Object.values(browserTwins(true))))
      expect(fs.existsSync(path.join(process.cwd(), twin))).toBe(true)
  })
})
