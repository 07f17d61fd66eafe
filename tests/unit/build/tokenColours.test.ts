import { highlightToLines } from "../../../src/build/mdx/syntaxHighlight"
import { colourOf, paintRuns } from "../../../src/build/mdx/tokenColours"

describe("paintRuns", () => {
  const source = '#include <vector>\nint main() {\n    std::cout << "a" << 1; // b\n}'
  const painted = highlightToLines(source, "cpp").map(paintRuns)
  const textOf = (line: number) => painted[line].map((run) => run.text)
  const coloursOf = (line: number) => painted[line].map((run) => run.classes.join(" "))

  it("keeps every character, line by line", () => {
    expect(painted.map((runs) => runs.map((run) => run.text).join("")).join("\n")).toBe(source)
  })

  it("gives each run one colour and merges neighbours of the same colour", () => {
    // Prism splits the directive into four tokens (hash, keyword, space, string): one colour, one run.
    expect(textOf(0)).toEqual(["#include <vector>"])
    expect(coloursOf(0)).toEqual(["cp"])
    // Identifiers, `::` and `<<` all draw in the code's own colour: one plain run.
    expect(textOf(2)).toEqual(["    std::cout << ", '"a"', " << ", "1", "; ", "// b"])
    expect(coloursOf(2)).toEqual(["", "s", "", "m", "", "c"])
    expect(coloursOf(1)).toEqual(["k", "", "nf", ""])
  })

  it("takes the last group's colour for a token in several, and a comment stays a comment", () => {
    expect(colourOf(["punctuation"])).toBeNull()
    expect(colourOf(["macro", "property", "string"])).toBe("cp")
    expect(colourOf(["macro", "property", "comment"])).toBe("c")
    expect(colourOf(["class-name"])).toBe("nf")
  })
})
