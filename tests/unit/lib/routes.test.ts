import {
  contentPathFromRoute,
  routeFolders,
  routeFromContentPath,
  routeHref,
  routeOfPathname,
} from "../../../src/lib/routes"

describe("path rule", () => {
  it.each([
    ["intro.mdx", "/"],
    ["algorithms/index.mdx", "/algorithms/"],
    ["algorithms/sort.mdx", "/algorithms/sort"],
    ["containers/vector/operator%5B%5D.mdx", "/containers/vector/operator[]"],
    ["strings/basic_string/string/operator%2B%3D.mdx", "/strings/basic_string/string/operator+="],
    ["strings/basic_string/string/index.mdx", "/strings/basic_string/string/"],
  ])("%s -> %s", (file, route) => {
    expect(routeFromContentPath(file)).toBe(route)
    expect(routeFromContentPath(contentPathFromRoute(route))).toBe(route)
  })

  it("rejects files that are not MDX", () => {
    expect(() => routeFromContentPath("notes.txt")).toThrow("notes.txt")
  })

  it.each([
    ["/containers/vector/operator[]", "/containers/vector/operator%5B%5D"],
    ["/strings/basic_string/string/operator+=", "/strings/basic_string/string/operator+="],
    ["/containers/deque/operator=", "/containers/deque/operator="],
    ["/algorithms/", "/algorithms/"],
  ])("writes %s into an href as %s, and reads it back from either form", (route, href) => {
    expect(routeHref(route)).toBe(href)
    expect(routeOfPathname(href)).toBe(route)
    expect(routeOfPathname(route)).toBe(route)
  })

  it("keeps a pathname with a malformed escape as it is", () => {
    expect(routeOfPathname("/containers/%E0%A4%A")).toBe("/containers/%E0%A4%A")
  })

  it("lists the folders of a route", () => {
    expect(routeFolders("/containers/vector/at")).toEqual(["containers", "vector"])
    expect(routeFolders("/containers/vector/")).toEqual(["containers", "vector"])
    expect(routeFolders("/")).toEqual([])
  })
})

import { normalizeHtmlPath, scrollDecision } from "../../../src/lib/navigation"

describe("navigation rules", () => {
  const at = (pathname: string, search = "", hash = "") => ({ pathname, search, hash })

  it("keeps the scroll when only the query string changes", () => {
    expect(scrollDecision(at("/search/", "?q=a"), at("/search/", "?q=b"))).toEqual({ kind: "keep" })
  })

  it("scrolls to the hash target, else to the top", () => {
    expect(scrollDecision(at("/a"), at("/b", "", "#do-phuc-tap"))).toEqual({
      kind: "hash",
      id: "do-phuc-tap",
    })
    expect(scrollDecision(at("/a", "?x=1"), at("/b", "?x=2"))).toEqual({ kind: "top" })
    expect(scrollDecision(undefined, at("/"))).toEqual({ kind: "top" })
  })

  it("normalises .html paths", () => {
    expect(normalizeHtmlPath("/algorithms/sort.html")).toBe("/algorithms/sort")
    expect(normalizeHtmlPath("/algorithms/index.html")).toBe("/algorithms/")
    expect(normalizeHtmlPath("/index.html")).toBe("/")
    expect(normalizeHtmlPath("/algorithms/sort")).toBeNull()
    // Never another origin (open redirect): protocol-relative and backslash paths are left alone.
    expect(normalizeHtmlPath("//evil.example/x.html")).toBeNull()
    expect(normalizeHtmlPath("/\\evil.example/x.html")).toBeNull()
    expect(normalizeHtmlPath("//evil.example/x/index.html")).toBeNull()
  })
})
