import { ignoreCssModuleOrder } from "../../../src/build/cssOrder"

/** Stands for the plugin Gatsby adds: found by its class name, as in a real build. */
class MiniCssExtractPlugin {
  constructor(public options: Record<string, unknown>) {}
}

describe("ignoreCssModuleOrder", () => {
  it("sets ignoreOrder on mini-css-extract-plugin and keeps its other options", () => {
    const extract = new MiniCssExtractPlugin({ filename: "[name].css" })
    const other = { constructor: { name: "DefinePlugin" }, options: {} }
    const config = { plugins: [other, extract] }
    expect(ignoreCssModuleOrder(config)).toBe(1)
    expect(extract.options).toMatchObject({ filename: "[name].css", ignoreOrder: true })
    expect(other.options).toEqual({})
  })

  it("fails loudly when the config has no such plugin", () => {
    expect(() => ignoreCssModuleOrder({ plugins: [] })).toThrow("MiniCssExtractPlugin")
    expect(() => ignoreCssModuleOrder({})).toThrow("MiniCssExtractPlugin")
  })
})
