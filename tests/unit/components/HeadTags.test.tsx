import React from "react"
import { render, waitFor } from "@testing-library/react"
import HeadTags from "../../../src/components/Seo/HeadTags.browser"
import { applyHead } from "../../../src/app/applyHead"
import { seoHead, type SeoInput } from "../../../src/lib/seoHead"

const site = { siteUrl: "https://cppvn.dev", title: "CppVN" }
const page = (route: string, title: string): SeoInput => ({
  title,
  description: `Mô tả ${title}.`,
  route,
})
const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")

describe("<HeadTags> in the browser", () => {
  it("keeps the server's head on the first page and writes each later page's head", async () => {
    // What the server wrote for the first page.
    applyHead(document, seoHead(page("/containers/vector/at", "std::vector::at"), site))
    const title = jest.spyOn(document, "title", "set")
    const { rerender } = render(
      <HeadTags page={page("/containers/vector/at", "std::vector::at")} site={site} />,
    )
    expect(title).not.toHaveBeenCalled()

    rerender(<HeadTags page={page("/algorithms/sort", "std::sort")} site={site} />)
    // The title at once, for the route announcer; the tags once their chunk is in.
    expect(document.title).toBe("std::sort :: CppVN")
    await waitFor(() => expect(canonical()).toBe("https://cppvn.dev/algorithms/sort"))
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute("content")).toBe(
      "Mô tả std::sort.",
    )
    title.mockRestore()
  })
})
