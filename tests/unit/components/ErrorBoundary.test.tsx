import React, { useState } from "react"
import { fireEvent, render, screen } from "@testing-library/react"
import ErrorBoundary from "../../../src/components/ErrorBoundary"

let shouldThrow = true
function Fragile() {
  const [label] = useState("nội dung trang")
  if (shouldThrow) throw new Error("hỏng", { cause: new Error("nguyên nhân gốc") })
  return <p>{label}</p>
}

describe("<ErrorBoundary>", () => {
  it("shows the crash fallback with the error chain, and Thử lại re-renders the page", () => {
    const consoleError = jest.spyOn(console, "error").mockImplementation(() => undefined)
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    )
    expect(screen.getByRole("heading", { name: "Trang này đã gặp lỗi." })).toBeInTheDocument()
    expect(screen.getByText("Error: hỏng")).toBeInTheDocument()
    expect(screen.getByText("Error: nguyên nhân gốc")).toBeInTheDocument()
    shouldThrow = false
    fireEvent.click(screen.getByRole("button", { name: "Thử lại" }))
    expect(screen.getByText("nội dung trang")).toBeInTheDocument()
    consoleError.mockRestore()
  })
})
