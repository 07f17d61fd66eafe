import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import { navigate, useStaticQuery } from "gatsby"
import SearchBox from "../../../src/components/SearchBox"
import { searchClient } from "../../../src/search/client"

jest.mock("../../../src/search/client", () => {
  const client = { preload: jest.fn(), search: jest.fn(() => Promise.resolve([])) }
  return { searchClient: () => client }
})

const MANIFEST_URL = "/search-index/manifest.json?_=abc"

describe("<SearchBox>", () => {
  beforeEach(() => {
    jest.mocked(useStaticQuery).mockReturnValue({
      localSearchDocs: { internal: { contentDigest: "abc" } },
    })
    jest.mocked(searchClient().preload).mockClear()
    jest.mocked(searchClient().search).mockReset().mockResolvedValue([])
    jest.mocked(navigate).mockClear()
  })

  const box = () => screen.getByRole("combobox", { name: "Tìm kiếm" })
  /** Focus loads the suggestion list's chunk: let React finish that inside act(). */
  const focusAndLoadSuggestions = () =>
    act(async () => {
      fireEvent.focus(box())
      await import("../../../src/components/SearchBox/SearchSuggestions")
    })

  it("loads nothing until the reader comes near the box", () => {
    render(<SearchBox />)
    expect(box()).toBeInTheDocument()
    expect(searchClient().preload).not.toHaveBeenCalled()
  })

  it.each([
    ["a mouse hovers it", (input: HTMLElement) => fireEvent.mouseEnter(input.parentElement!)],
    ["a finger touches it", (input: HTMLElement) => fireEvent.pointerDown(input)],
    ["it gets the focus", (input: HTMLElement) => fireEvent.focus(input)],
  ])("starts loading the index and the suggestion list when %s", async (_, approach) => {
    render(<SearchBox />)
    await act(async () => {
      approach(box())
      // The client comes with the suggestions' chunk; it starts the worker once loaded.
      await import("../../../src/search/client")
      await import("../../../src/components/SearchBox/SearchSuggestions")
    })
    expect(searchClient().preload).toHaveBeenCalledWith(MANIFEST_URL)
  })

  const hit = (route: string, pageTitle: string) => ({
    id: route,
    route,
    headingId: "",
    pageTitle,
    sectionHeading: "",
    crumbs: "",
    snippet: [],
    score: 1,
  })

  it("opens the search page on Enter before the suggestions have loaded", () => {
    render(<SearchBox />)
    fireEvent.change(box(), { target: { value: "vector" } })
    fireEvent.keyDown(box(), { key: "Enter" })
    expect(navigate).toHaveBeenCalledWith("/search/?q=vector")
  })

  it("loads the suggestions on focus and moves through them with the arrow keys", async () => {
    jest
      .mocked(searchClient().search)
      .mockResolvedValue([
        hit("/containers/vector/at/", "vector::at"),
        hit("/containers/vector/", "std::vector"),
      ] as never)
    render(<SearchBox />)
    await focusAndLoadSuggestions()
    fireEvent.change(box(), { target: { value: "vector" } })
    const options = await screen.findAllByRole("option")
    expect(options).toHaveLength(2)
    expect(box()).toHaveAttribute("aria-expanded", "true")
    expect(box()).not.toHaveAttribute("aria-activedescendant")

    fireEvent.keyDown(box(), { key: "ArrowDown" })
    fireEvent.keyDown(box(), { key: "ArrowDown" })
    expect(box()).toHaveAttribute("aria-activedescendant", options[1].id)
    expect(options[1]).toHaveAttribute("aria-selected", "true")

    fireEvent.keyDown(box(), { key: "Enter" })
    expect(navigate).toHaveBeenCalledWith("/containers/vector/?_highlight=vector")
  })

  it("closes the list on Escape, then empties the box on a second Escape", async () => {
    jest
      .mocked(searchClient().search)
      .mockResolvedValue([hit("/algorithms/sort/", "std::sort")] as never)
    render(<SearchBox />)
    await focusAndLoadSuggestions()
    fireEvent.change(box(), { target: { value: "sort" } })
    await screen.findByRole("option")
    fireEvent.keyDown(box(), { key: "Escape" })
    expect(box()).toHaveAttribute("aria-expanded", "false")
    expect(box()).toHaveValue("sort")
    fireEvent.keyDown(box(), { key: "Escape" })
    expect(box()).toHaveValue("")
  })
})
