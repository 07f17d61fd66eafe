import React from "react"

/** The plain text of React children (for accessible names built from headings). */
export function reactText(node: React.ReactNode): string {
  if (node === null || node === undefined || typeof node === "boolean") return ""
  if (typeof node === "string" || typeof node === "number") return String(node)
  if (Array.isArray(node)) return node.map(reactText).join("")
  if (React.isValidElement<{ children?: React.ReactNode }>(node))
    return reactText(node.props.children)
  return ""
}
