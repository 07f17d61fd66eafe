import React from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import MobileDrawer from "../../../src/components/MobileDrawer"
import { buildSidebar } from "../../../src/lib/sidebar"

describe("<MobileDrawer>", () => {
  const sidebar = buildSidebar([{ route: "/", title: "Giới thiệu" }])

  it("is a labelled dialog closed by Escape and by its close button", () => {
    const onClose = jest.fn()
    render(<MobileDrawer open onClose={onClose} sidebar={sidebar} route="/" />)
    expect(screen.getByRole("dialog", { name: "Menu điều hướng" })).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Đóng menu điều hướng" })).toHaveFocus()
    fireEvent.keyDown(document, { key: "Escape" })
    fireEvent.click(screen.getByRole("button", { name: "Đóng menu điều hướng" }))
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it("renders nothing when closed", () => {
    render(<MobileDrawer open={false} onClose={jest.fn()} sidebar={sidebar} route="/" />)
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument()
  })
})
