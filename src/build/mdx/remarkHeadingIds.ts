import type { Nodes, Root } from "mdast"
import { createSlugger } from "../../lib/slug"

/** The text of a Markdown node, marks removed: "`std::vector::at` và [x](/y)" -> "std::vector::at và x". */
export function mdastText(node: Nodes): string {
  if ("value" in node && typeof node.value === "string") return node.value
  if ("children" in node) return (node.children as Nodes[]).map(mdastText).join("")
  return ""
}

function walk(node: Nodes, visit: (node: Nodes) => void): void {
  visit(node)
  if ("children" in node) for (const child of node.children as Nodes[]) walk(child, visit)
}

/** Gives every heading an ASCII id from its Vietnamese text: "Độ phức tạp" -> "do-phuc-tap". */
export default function remarkHeadingIds() {
  return (tree: Root) => {
    const slug = createSlugger()
    walk(tree, (node) => {
      if (node.type !== "heading") return
      node.data = {
        ...node.data,
        hProperties: { ...node.data?.hProperties, id: slug(mdastText(node)) },
      }
    })
  }
}
