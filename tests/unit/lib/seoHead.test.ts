import { headTagKey, seoHead } from "../../../src/lib/seoHead"

const site = { siteUrl: "https://cppvn.dev", title: "CppVN" }
const attributesOf = (head: ReturnType<typeof seoHead>, key: string) =>
  head.tags.find((tag) => headTagKey(tag.tag, (name) => tag.attributes[name]) === key)?.attributes

describe("seoHead", () => {
  const head = seoHead(
    {
      title: "std::vector::operator[]",
      description: "Mô tả.",
      route: "/containers/vector/operator[]",
    },
    site,
  )

  it("titles the page `<page> :: CppVN` and the home page `CppVN`", () => {
    expect(head.title).toBe("std::vector::operator[] :: CppVN")
    expect(seoHead({ title: null, description: "", route: "/" }, site).title).toBe("CppVN")
  })

  it("points canonical, both hreflang links and og:url at the encoded address", () => {
    const url = "https://cppvn.dev/containers/vector/operator%5B%5D"
    expect(attributesOf(head, "link rel=canonical hreflang=")?.href).toBe(url)
    expect(attributesOf(head, "link rel=alternate hreflang=vi-VN")?.href).toBe(url)
    expect(attributesOf(head, "link rel=alternate hreflang=x-default")?.href).toBe(url)
    expect(attributesOf(head, "meta name= property=og:url")?.content).toBe(url)
  })

  it("adds robots noindex only when asked", () => {
    expect(attributesOf(head, "meta name=robots property=")).toBeUndefined()
    const hidden = seoHead(
      { title: "Tìm kiếm", description: "", route: "/search", noIndex: true },
      site,
    )
    expect(attributesOf(hidden, "meta name=robots property=")?.content).toBe("noindex")
  })

  it("gives every tag its own key, so a route change can update each in place", () => {
    const keys = head.tags.map((tag) => headTagKey(tag.tag, (name) => tag.attributes[name]))
    expect(new Set(keys).size).toBe(keys.length)
  })
})
