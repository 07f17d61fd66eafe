/** @jest-environment node */
import { parseGitLog } from "../../../src/build/lastUpdate"

describe("last update from git", () => {
  it("takes the newest commit naming each file, from one batched log", () => {
    const log = [
      "\u001e2026-11-20T10:00:00+07:00\u001fLan\n\ncontent/a.mdx\ncontent/b.mdx\n",
      "\u001e2026-10-01T09:00:00+07:00\u001fMinh\n\ncontent/a.mdx\ncontent/c.mdx\n",
    ].join("")
    const updates = parseGitLog(log)
    expect(updates.get("content/a.mdx")).toEqual({
      date: "2026-11-20T10:00:00+07:00",
      author: "Lan",
    })
    expect(updates.get("content/c.mdx")).toEqual({
      date: "2026-10-01T09:00:00+07:00",
      author: "Minh",
    })
    expect(updates.has("content/d.mdx")).toBe(false)
  })
})
