import React from "react"
import { fireEvent, render, screen, within } from "@testing-library/react"
import Sidebar from "../../../src/components/Sidebar"
import { buildSidebar } from "../../../src/lib/sidebar"

const items = buildSidebar([
  { route: "/", title: "Giới thiệu" },
  { route: "/containers/", title: "Containers", position: 1 },
  { route: "/containers/vector/", title: "std::vector", label: "vector" },
  { route: "/containers/vector/at", title: "std::vector::at", label: "at" },
  { route: "/containers/list/", title: "std::list", label: "list" },
  { route: "/containers/list/front", title: "std::list::front", label: "front" },
  { route: "/algorithms/", title: "Thuật toán", position: 2 },
  { route: "/algorithms/sort", title: "std::sort", label: "sort" },
])

const button = (name: string) => screen.getByRole("button", { name })

describe("<Sidebar>", () => {
  it("is the docs navigation with Giới thiệu first", () => {
    render(<Sidebar items={items} route="/containers/vector/at" />)
    const nav = screen.getByRole("navigation", { name: "Thanh bên tài liệu" })
    expect(within(nav).getAllByRole("link")[0]).toHaveTextContent("Giới thiệu")
    expect(within(nav).getAllByRole("link")[0]).toHaveAttribute("href", "/")
  })

  it("expands the categories holding the current page only", () => {
    render(<Sidebar items={items} route="/containers/vector/at" />)
    expect(button("Containers")).toHaveAttribute("aria-expanded", "true")
    expect(button("vector")).toHaveAttribute("aria-expanded", "true")
    expect(button("list")).toHaveAttribute("aria-expanded", "false")
    expect(button("Thuật toán")).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByRole("link", { name: "at" })).toHaveAttribute("aria-current", "page")
  })

  it("names each caret after its category and describes what it does", () => {
    render(<Sidebar items={items} route="/containers/vector/at" />)
    for (const label of ["Containers", "vector", "list", "Thuật toán"])
      expect(button(label)).toHaveAccessibleDescription("Mở hoặc thu gọn danh mục này")
  })

  it("collapses siblings when another category opens", () => {
    render(<Sidebar items={items} route="/containers/vector/at" />)
    fireEvent.click(button("list"))
    expect(button("list")).toHaveAttribute("aria-expanded", "true")
    expect(button("vector")).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByRole("link", { name: "front" })).toBeInTheDocument()
    fireEvent.click(button("Thuật toán"))
    expect(button("Containers")).toHaveAttribute("aria-expanded", "false")
    expect(screen.getByRole("link", { name: "sort" })).toBeInTheDocument()
  })

  it("opens the categories that become active on a navigation, closing their siblings", () => {
    const { rerender } = render(<Sidebar items={items} route="/containers/vector/at" />)
    fireEvent.click(button("Thuật toán"))
    expect(button("Containers")).toHaveAttribute("aria-expanded", "false")
    rerender(<Sidebar items={items} route="/containers/list/front" />)
    expect(button("Containers")).toHaveAttribute("aria-expanded", "true")
    expect(button("list")).toHaveAttribute("aria-expanded", "true")
    expect(button("Thuật toán")).toHaveAttribute("aria-expanded", "false")
  })

  it("leaves a category the reader closed closed while navigating inside it", () => {
    const { rerender } = render(<Sidebar items={items} route="/containers/vector/at" />)
    fireEvent.click(button("vector"))
    expect(button("vector")).toHaveAttribute("aria-expanded", "false")
    rerender(<Sidebar items={items} route="/containers/vector/" />)
    expect(button("vector")).toHaveAttribute("aria-expanded", "false")
    expect(button("Containers")).toHaveAttribute("aria-expanded", "true")
  })

  it("offers the collapse button on desktop", () => {
    const onCollapse = jest.fn()
    render(<Sidebar items={items} route="/" onCollapse={onCollapse} />)
    fireEvent.click(button("Thu gọn thanh bên"))
    expect(onCollapse).toHaveBeenCalled()
  })
})
