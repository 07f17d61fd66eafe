import React from "react"
import { act, fireEvent, render, screen } from "@testing-library/react"
import CodeBlock from "../../../src/components/CodeBlock"

describe("<CodeBlock>", () => {
  it("copies the code text line by line", async () => {
    const writeText = jest.fn().mockResolvedValue(undefined)
    Object.assign(navigator, { clipboard: { writeText } })
    render(
      <CodeBlock data-variant="run" data-title="at.cpp" data-language="cpp">
        <code>
          <span className="code-line">int main() {"{"}</span>
          <span className="code-line">{"}"}</span>
        </code>
      </CodeBlock>,
    )
    expect(screen.getByText("at.cpp")).toBeInTheDocument()
    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: "Sao chép mã" }))
    })
    expect(writeText).toHaveBeenCalledWith("int main() {\n}")
    expect(screen.getByRole("button", { name: "Sao chép mã" })).toHaveTextContent("Đã sao chép")
  })

  it("labels a signature block and an output block differently, output without copy", () => {
    const { container } = render(
      <>
        <CodeBlock data-variant="decl">
          <code>void f();</code>
        </CodeBlock>
        <CodeBlock data-variant="output">
          <code>42</code>
        </CodeBlock>
      </>,
    )
    expect(screen.getByText("Khai báo")).toBeInTheDocument()
    expect(screen.getByText("Kết quả")).toBeInTheDocument()
    expect(screen.getAllByRole("button", { name: "Sao chép mã" })).toHaveLength(1)
    const variants = Array.from(container.querySelectorAll("[data-code-variant]"), (el) => el.getAttribute("data-code-variant"))
    expect(variants).toEqual(["decl", "output"])
  })
})
