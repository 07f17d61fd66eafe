import { applyHead, MANAGED_ATTRIBUTE } from "../../../src/app/applyHead"
import { seoHead } from "../../../src/lib/seoHead"

const site = { siteUrl: "https://cppvn.dev", title: "CppVN" }
const headFor = (route: string, title: string, noIndex = false) =>
  seoHead({ title, description: `Mô tả ${title}.`, route, noIndex }, site)
const managed = () => [...document.head.querySelectorAll(`[${MANAGED_ATTRIBUTE}]`)]

describe("applyHead", () => {
  beforeEach(() => {
    document.head.innerHTML = '<meta charset="utf-8"><link rel="stylesheet" href="/styles.css">'
    document.title = ""
  })

  it("writes the whole head into an empty document", () => {
    const head = headFor("/containers/vector/at", "std::vector::at")
    applyHead(document, head)
    expect(document.title).toBe("std::vector::at :: CppVN")
    expect(managed()).toHaveLength(head.tags.length)
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toBe(
      "https://cppvn.dev/containers/vector/at",
    )
  })

  it("updates the tags in place on a route change and leaves other tags alone", () => {
    applyHead(document, headFor("/containers/vector/at", "std::vector::at"))
    const canonical = document.head.querySelector('link[rel="canonical"]')
    applyHead(document, headFor("/algorithms/sort", "std::sort"))
    expect(document.head.querySelector('link[rel="canonical"]')).toBe(canonical)
    expect(canonical?.getAttribute("href")).toBe("https://cppvn.dev/algorithms/sort")
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Mô tả std::sort.",
    )
    expect(document.head.querySelectorAll('link[rel="alternate"]')).toHaveLength(2)
    expect(document.head.querySelector('link[rel="stylesheet"]')).not.toBeNull()
  })

  it("adds robots noindex for a hidden page and removes it on the next page", () => {
    applyHead(document, headFor("/search", "Tìm kiếm", true))
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute("content")).toBe(
      "noindex",
    )
    applyHead(document, headFor("/algorithms/sort", "std::sort"))
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull()
  })
})
