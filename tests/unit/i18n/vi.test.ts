import { vi, viByPart } from "../../../src/i18n/vi"

describe("the site's strings", () => {
  it("give each string one part of the site, so the merged table loses none", () => {
    const owners = new Map<string, string[]>()
    for (const [part, strings] of Object.entries(viByPart))
      for (const key of Object.keys(strings)) owners.set(key, [...(owners.get(key) ?? []), part])
    const shared = [...owners].filter(([, parts]) => parts.length > 1)
    expect(shared).toEqual([])
    expect(Object.keys(vi).sort()).toEqual([...owners.keys()].sort())
  })
})
