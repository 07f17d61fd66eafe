import React, { useState } from "react"
import { act, fireEvent } from "@testing-library/react"
import { hydrateInTransition } from "../../../src/app/hydrateInTransition"

function Counter() {
  const [count, setCount] = useState(0)
  return (
    <div id="gatsby-focus-wrapper">
      <button type="button" onClick={() => setCount(count + 1)}>
        {`Đếm: ${count}`}
      </button>
    </div>
  )
}

function serverRenderedRoot(): HTMLElement {
  const root = document.createElement("div")
  root.id = "___gatsby"
  // What the server renders for <Counter />.
  root.innerHTML = '<div id="gatsby-focus-wrapper"><button type="button">Đếm: 0</button></div>'
  document.body.replaceChildren(root)
  return root
}

describe("hydrateInTransition", () => {
  it("starts hydration inside a transition", () => {
    let inTransition = false
    const calls: string[] = []
    const api = {
      startTransition: (scope: () => void) => {
        inTransition = true
        scope()
        inTransition = false
      },
      hydrateRoot: () => calls.push(inTransition ? "hydrate in transition" : "hydrate outside"),
      createRoot: () => ({ render: () => calls.push("render") }),
    }
    hydrateInTransition(api)(<Counter />, serverRenderedRoot())
    expect(calls).toEqual(["hydrate in transition"])
  })

  it("keeps the server's DOM and makes it interactive", async () => {
    const root = serverRenderedRoot()
    const button = root.querySelector("button") as HTMLButtonElement
    await act(async () => hydrateInTransition()(<Counter />, root))
    expect(root.querySelector("button")).toBe(button)
    act(() => fireEvent.click(button))
    expect(button.textContent).toBe("Đếm: 1")
  })

  it("renders into a root that has no server HTML", async () => {
    const root = document.createElement("div")
    root.innerHTML = '<div id="gatsby-focus-wrapper"></div>'
    document.body.replaceChildren(root)
    await act(async () => hydrateInTransition()(<Counter />, root))
    expect(root.querySelector("button")?.textContent).toBe("Đếm: 0")
  })

  it("refuses a missing root element with a clear error", () => {
    expect(() => hydrateInTransition()(<Counter />, null)).toThrow("phần tử gốc")
  })
})
