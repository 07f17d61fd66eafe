import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import ColorModeToggle from "../../../src/components/ColorModeToggle"
import { ColorModeProvider } from "../../../src/components/ColorModeToggle/ColorModeProvider"

function mockSystemDark(dark: boolean) {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: query.includes("dark") ? dark : false,
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }))
}

const toggle = () => screen.getByRole("button", { name: /^Chuyển chế độ màu/ })

describe("colour mode toggle", () => {
  beforeEach(() => window.localStorage.clear())

  it("follows the system when nothing is stored, then cycles light -> dark -> system and persists", () => {
    mockSystemDark(true)
    render(
      <ColorModeProvider>
        <ColorModeToggle />
      </ColorModeProvider>,
    )
    expect(toggle()).toHaveAccessibleName("Chuyển chế độ màu (hiện tại: theo hệ thống)")
    expect(document.documentElement).toHaveAttribute("data-theme", "dark")
    fireEvent.click(toggle())
    expect(toggle()).toHaveAccessibleName("Chuyển chế độ màu (hiện tại: sáng)")
    expect(document.documentElement).toHaveAttribute("data-theme", "light")
    expect(window.localStorage.getItem("theme")).toBe("light")
    fireEvent.click(toggle())
    expect(toggle()).toHaveAccessibleName("Chuyển chế độ màu (hiện tại: tối)")
    expect(window.localStorage.getItem("theme")).toBe("dark")
    fireEvent.click(toggle())
    expect(window.localStorage.getItem("theme")).toBe("system")
  })

  it("restores the stored choice", () => {
    mockSystemDark(false)
    window.localStorage.setItem("theme", "dark")
    render(
      <ColorModeProvider>
        <ColorModeToggle />
      </ColorModeProvider>,
    )
    expect(toggle()).toHaveAccessibleName("Chuyển chế độ màu (hiện tại: tối)")
    expect(document.documentElement).toHaveAttribute("data-theme", "dark")
  })
  it("follows a choice made in another tab", () => {
    mockSystemDark(false)
    render(
      <ColorModeProvider>
        <ColorModeToggle />
      </ColorModeProvider>,
    )
    expect(document.documentElement).toHaveAttribute("data-theme", "light")
    act(() => {
      window.localStorage.setItem("theme", "dark")
      window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }))
    })
    expect(toggle()).toHaveAccessibleName("Chuyển chế độ màu (hiện tại: tối)")
    expect(document.documentElement).toHaveAttribute("data-theme", "dark")
    expect(document.documentElement).toHaveAttribute("data-color-mode", "dark")
  })
})
