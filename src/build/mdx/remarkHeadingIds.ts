import { createSlugger } from "../../lib/slug"

interface MdastNode {
  type: string
  depth?: number
  value?: string
  children?: MdastNode[]
  data?: { hProperties?: Record<string, unknown> } & Record<string, unknown>
}

export function mdastText(node: MdastNode): string {
  if (typeof node.value === "string") return node.value
  return (node.children ?? []).map(mdastText).join("")
}

function walk(node: MdastNode, visit: (node: MdastNode) => void): void {
  visit(node)
  for (const child of node.children ?? []) walk(child, visit)
}

/** Gives every heading an ASCII id from its Vietnamese text: "Độ phức tạp" -> "do-phuc-tap". */
export default function remarkHeadingIds() {
  return (tree: MdastNode) => {
    const slug = createSlugger()
    walk(tree, (node) => {
      if (node.type !== "heading") return
      node.data = node.data ?? {}
      node.data.hProperties = { ...(node.data.hProperties ?? {}), id: slug(mdastText(node)) }
    })
  }
}
