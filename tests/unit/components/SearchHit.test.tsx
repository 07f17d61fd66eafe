import React from "react"
import { render } from "@testing-library/react"
import SearchHit from "../../../src/components/SearchHit"
import type { SearchHit as Hit } from "../../../src/search/rank"

const hit: Hit = {
  id: "/containers/vector/at#ngoai-le",
  route: "/containers/vector/at",
  headingId: "ngoai-le",
  score: 1,
  pageTitle: "std::vector::at",
  sectionHeading: "Ngoại lệ",
  crumbs: "Containers › vector",
  snippet: [
    { text: "ném ", match: false },
    { text: "<out_of_range>", match: true },
  ],
}

describe("<SearchHit>", () => {
  it("names the page, the section and the crumbs in the search box", () => {
    const { container } = render(<SearchHit hit={hit} showPage />)
    expect(container).toHaveTextContent("std::vector::at › Ngoại lệContainers › vectorném")
  })

  it("names only the section on the results page, where the page is the group heading", () => {
    const { container } = render(<SearchHit hit={hit} showPage={false} />)
    expect(container.textContent).toBe("Ngoại lệném <out_of_range>")
  })

  it("falls back to the page title for the page's own document", () => {
    const { container } = render(
      <SearchHit hit={{ ...hit, sectionHeading: "" }} showPage={false} />,
    )
    expect(container.textContent?.startsWith("std::vector::at")).toBe(true)
  })

  it("marks the matched terms as text, never as HTML", () => {
    const { container } = render(<SearchHit hit={hit} showPage />)
    const marks = container.querySelectorAll("mark")
    expect([...marks].map((mark) => mark.textContent)).toEqual(["<out_of_range>"])
    expect(container.querySelector("out_of_range")).toBeNull()
  })
})
