import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import { useStaticQuery } from "gatsby"
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
  })

  const box = () => screen.getByRole("combobox", { name: "Tìm kiếm" })

  it("loads nothing until the reader comes near the box", () => {
    render(<SearchBox />)
    expect(box()).toBeInTheDocument()
    expect(searchClient().preload).not.toHaveBeenCalled()
  })

  it.each([
    ["a mouse hovers it", (input: HTMLElement) => fireEvent.mouseEnter(input.parentElement!)],
    ["a finger touches it", (input: HTMLElement) => fireEvent.pointerDown(input)],
    ["it gets the focus", (input: HTMLElement) => fireEvent.focus(input)],
  ])("starts loading the index when %s", (_, approach) => {
    render(<SearchBox />)
    approach(box())
    expect(searchClient().preload).toHaveBeenCalledWith(MANIFEST_URL)
  })
})
