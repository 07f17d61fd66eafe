import { htmlErrors } from "../../../src/build/htmlValidation"

const report = (messages: object[]) => JSON.stringify({ version: "26.9.27", messages })

describe("Nu HTML Checker report", () => {
  it("lists the errors with the route of their page and leaves warnings out", () => {
    const problems = htmlErrors(
      report([
        {
          type: "error",
          url: "file:/site/public/containers/vector/at/index.html",
          lastLine: 3,
          message: "Saw U+0000 in stream.",
          extract: "Chu\u0000ẩn\n  C++",
        },
        {
          type: "info",
          subType: "warning",
          url: "file:/site/public/index.html",
          lastLine: 1,
          message: "Consider adding a lang attribute.",
        },
      ]),
      "/site/public",
    )
    expect(problems).toEqual([
      {
        route: "/containers/vector/at/",
        line: 3,
        message: "Saw U+0000 in stream.",
        extract: "Chu\u0000ẩn C++",
      },
    ])
  })

  it("counts a fatal non-document error (a page it could not read)", () => {
    const problems = htmlErrors(
      report([
        {
          type: "non-document-error",
          subType: "fatal",
          url: "file:/site/public/404.html",
          message: "IO",
        },
      ]),
      "/site/public",
    )
    expect(problems.map((problem) => problem.route)).toEqual(["/404.html"])
  })

  it("refuses output that is not the checker's JSON", () => {
    expect(() => htmlErrors("Error: Unable to access jarfile", "/site/public")).toThrow(
      "Unable to access jarfile",
    )
  })
})
