import path from "path"
import { applyShortClassNames, shortClassNames } from "../../../src/build/cssClassNames"

const ROOT = path.join(path.sep, "site")
const at = (file: string) => ({ resourcePath: path.join(ROOT, file) })

describe("shortClassNames", () => {
  it("names a class by its module and name, the same in every stage", () => {
    const browser = shortClassNames(ROOT)
    const server = shortClassNames(ROOT)
    const name = browser(at("src/components/Sidebar/styles.module.css"), "", "link")
    expect(name).toMatch(/^_[0-9a-f]{6}$/)
    expect(server(at("src/components/Sidebar/styles.module.css"), "", "link")).toBe(name)
    expect(browser(at("src/components/Toc/styles.module.css"), "", "link")).not.toBe(name)
    expect(browser(at("src/components/Sidebar/styles.module.css"), "", "list")).not.toBe(name)
  })

  it("fails when two classes get the same short name", () => {
    const name = shortClassNames(ROOT)
    const seen = new Map<string, string>()
    // 24 bits of hash: two of a few thousand class names meet (the birthday bound), deterministically.
    let pair: [string, string] | null = null
    for (let i = 0; pair === null; i++) {
      const local = `c${i}`
      const short = shortClassNames(ROOT)(at("a.module.css"), "", local)
      const other = seen.get(short)
      if (other) pair = [other, local]
      seen.set(short, local)
    }
    name(at("a.module.css"), "", pair[0])
    expect(() => name(at("a.module.css"), "", pair[1])).toThrow(/cùng tên ngắn/)
  })
})

describe("applyShortClassNames", () => {
  const getLocalIdent = shortClassNames(ROOT)

  it("sets getLocalIdent on the css-loaders of CSS modules only", () => {
    const modules = { namedExport: true, localIdentName: "[name]--[local]--[hash:hex:5]" }
    const config = {
      module: {
        rules: [
          { test: /\.js$/, use: [{ loader: "babel-loader", options: {} }] },
          {
            oneOf: [
              { use: [{ loader: "/nm/css-loader/dist/cjs.js", options: { modules } }] },
              { use: [{ loader: "/nm/css-loader/dist/cjs.js", options: { modules: false } }] },
            ],
          },
        ],
      },
    }
    expect(applyShortClassNames(config, getLocalIdent)).toBe(1)
    expect(modules).toMatchObject({ getLocalIdent })
  })

  it("throws when the config has no CSS-module loader", () => {
    expect(() => applyShortClassNames({ module: { rules: [] } }, getLocalIdent)).toThrow(
      /css-loader/,
    )
  })
})
