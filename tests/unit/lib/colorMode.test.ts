import { nextColorModeChoice, parseColorModeChoice, resolveTheme } from "../../../src/lib/colorMode"

describe("colour mode", () => {
  it("cycles light -> dark -> system -> light when the system preference is respected", () => {
    expect(nextColorModeChoice("light", true)).toBe("dark")
    expect(nextColorModeChoice("dark", true)).toBe("system")
    expect(nextColorModeChoice("system", true)).toBe("light")
  })

  it("toggles light/dark otherwise", () => {
    expect(nextColorModeChoice("light", false)).toBe("dark")
    expect(nextColorModeChoice("dark", false)).toBe("light")
  })

  it("resolves system from the OS preference", () => {
    expect(resolveTheme("system", true)).toBe("dark")
    expect(resolveTheme("system", false)).toBe("light")
    expect(resolveTheme("light", true)).toBe("light")
  })

  it("accepts only known stored values", () => {
    expect(parseColorModeChoice("dark")).toBe("dark")
    expect(parseColorModeChoice("blue")).toBeNull()
    expect(parseColorModeChoice(null)).toBeNull()
  })
})
