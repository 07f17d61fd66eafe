import { robotsTxt } from "../../../src/build/robots"
import { SITEMAP_EXCLUDES } from "../../../src/config/nonDocumentRoutes"

/** How a crawler reads a Disallow rule: a prefix, unless it ends with `$`. */
function disallowed(robots: string, path: string): boolean {
  return robots
    .split("\n")
    .filter((line) => line.startsWith("Disallow: "))
    .map((line) => line.slice("Disallow: ".length))
    .some((rule) => (rule.endsWith("$") ? path === rule.slice(0, -1) : path.startsWith(rule)))
}

describe("non-document routes", () => {
  const robots = robotsTxt("https://cppvn.dev")

  it("keeps crawlers off the search pages but never off a document", () => {
    for (const path of ["/search/", "/s", "/s/", "/sPage", "/sPage/"])
      expect(disallowed(robots, path)).toBe(true)
    for (const path of ["/strings/basic_string/string/substr", "/containers/set/", "/"])
      expect(disallowed(robots, path)).toBe(false)
    expect(robots).toContain("Sitemap: https://cppvn.dev/sitemap-index.xml")
  })

  it("leaves the search and 404 pages, in both slash forms, out of the sitemap", () => {
    expect(SITEMAP_EXCLUDES).toEqual(
      expect.arrayContaining(["/search", "/search/", "/s", "/s/", "/sPage/", "/404", "/404.html"]),
    )
    expect(SITEMAP_EXCLUDES.some((route) => route.startsWith("/strings"))).toBe(false)
  })
})
