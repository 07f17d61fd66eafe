/** @jest-environment node */
import fs from "fs"
import path from "path"
import { parseContentPage } from "../../../src/build/mdx/parseContentPage"
import { documentsForPage } from "../../../src/search/documents"

// Pages with tricky headings: operators and symbols, code in headings, Vietnamese, repeated titles.
const PAGES: Array<[file: string, route: string]> = [
  ["containers/vector/operator%5B%5D.mdx", "/containers/vector/operator[]"],
  ["strings/basic_string/string/operator%2B%3D.mdx", "/strings/basic_string/string/operator+="],
  ["containers/map/try_emplace.mdx", "/containers/map/try_emplace"],
  [
    "protech/exception_handling/custom_exception.mdx",
    "/protech/exception_handling/custom_exception",
  ],
  ["vscode/configfiles.mdx", "/vscode/configfiles"],
]

/** The ids of the h2 and h3 elements of the rendered article, in order. */
const htmlHeadingIds = (html: string) =>
  [...html.matchAll(/<h([23])[^>]*\sid="([^"]+)"/g)].map((match) => match[2])

describe("heading ids", () => {
  it.each(PAGES)(
    "agree between the article HTML, the TOC and the search documents (%s)",
    (file, route) => {
      const source = fs.readFileSync(path.join("content", file), "utf8")
      const page = parseContentPage(source, `content/${file}`, route)
      const inHtml = htmlHeadingIds(page.html)
      const inToc = page.headings
        .filter((heading) => heading.depth === 2 || heading.depth === 3)
        .map((heading) => heading.id)
      expect(inHtml.length).toBeGreaterThan(2)
      expect(inToc).toEqual(inHtml)
      const searchIds = documentsForPage(
        { route, title: "T", label: "T", description: "", sections: page.sections },
        [],
        0,
      )
        .map((document) => document.headingId)
        .filter((id) => id !== "")
      expect(searchIds.length).toBeGreaterThan(0)
      for (const id of searchIds) expect(inHtml).toContain(id)
      expect(new Set(inHtml).size).toBe(inHtml.length)
    },
  )
})
