import { clearHighlights, highlightTerms } from "../../../src/app/searchTermMarks"

describe("_highlight marks", () => {
  it("marks every occurrence without regard to diacritics or case, and clears them", () => {
    document.body.innerHTML = `<article><p>Sắp xếp nhanh. <code>sap_xep()</code></p><p>SẮP hết.</p></article>`
    const article = document.querySelector("article") as HTMLElement
    const marks = highlightTerms(article, ["sap"])
    expect(marks.map((m) => m.textContent)).toEqual(["Sắp", "sap", "SẮP"])
    expect(article.querySelectorAll("mark")).toHaveLength(3)
    clearHighlights(article)
    expect(article.querySelectorAll("mark")).toHaveLength(0)
    expect(article.textContent).toBe("Sắp xếp nhanh. sap_xep()SẮP hết.")
  })

  it("ignores empty terms and treats metacharacters literally", () => {
    document.body.innerHTML = `<article><p>a.b (x) a*b</p></article>`
    const article = document.querySelector("article") as HTMLElement
    expect(highlightTerms(article, ["", "  "])).toEqual([])
    expect(highlightTerms(article, ["(x)", "a*b"]).map((m) => m.textContent)).toEqual([
      "(x)",
      "a*b",
    ])
  })
})
