import type { Element, ElementContent, Root, RootContent } from "hast"
import { vi } from "../../i18n/article"
import { COMPILER_EXPLORER_HOME } from "../../lib/compilerExplorer"
import type { CodeVariant } from "./codeMeta"
import { markTableRows } from "./standardMarks"
import { ARTICLE_CLASSES } from "../../lib/articleClasses"

/**
 * Gives the article's HTML its final, static shape, so that no React component has to own it: code blocks get
 * their header (title, copy button), headings their "#" anchor, tables a scrollable wrapper, external links a
 * new tab. The behaviour (copy, anchor copy, "Chạy thử" addresses) is attached by event delegation in the browser
 * (src/app/articleBehaviour.ts), keyed on the class names of src/lib/articleClasses.ts.
 */

const element = (
  tagName: string,
  properties: Element["properties"],
  children: ElementContent[],
): Element => ({ type: "element", tagName, properties, children })

const text = (value: string): ElementContent => ({ type: "text", value })

function textContent(node: RootContent | ElementContent): string {
  if (node.type === "text") return node.value
  if ("children" in node) return node.children.map(textContent).join("")
  return ""
}

/** Elements named `tagName` inside `node`, at any depth. */
function countElements(node: Element, tagName: string): number {
  return node.children.reduce(
    (count, child) =>
      child.type === "element"
        ? count + (child.tagName === tagName ? 1 : 0) + countElements(child, tagName)
        : count,
    0,
  )
}

/** A highlighted block's lines: rehypeCodeBlocks makes each line an element of its own inside `<code>`. */
function codeLines(pre: Element): number {
  const code = pre.children.find(
    (child): child is Element => child.type === "element" && child.tagName === "code",
  )
  return code ? code.children.filter((child) => child.type === "element").length : 0
}

/**
 * A block's size in lines or rows, from which the stylesheet estimates its height while the browser skips
 * rendering it off screen (src/styles/article.css, content-visibility): a close estimate keeps the scroll position
 * steady when the block is rendered.
 */
const sizeHint = (property: "--code-lines" | "--table-rows", count: number) =>
  `${property}:${count}`

function codeBlock(pre: Element): Element {
  // The fence's meta goes into the header and onto the wrapper; <pre> keeps only its language (tryLinks reads it).
  const { dataVariant, dataTitle, dataPlatform, dataTry, ...preProperties } = pre.properties
  const variant = (dataVariant as CodeVariant | undefined) ?? "plain"
  const language = String(preProperties.dataLanguage ?? "")
  const platform = dataPlatform as string | undefined
  const title =
    (dataTitle as string | undefined) ??
    (variant === "output" && platform ? vi.outputOnPlatform(platform) : null) ??
    (vi.codeTitles[variant] || language.toUpperCase())
  const actions: ElementContent[] = []
  if (dataTry) {
    actions.push(
      element(
        "a",
        {
          href: COMPILER_EXPLORER_HOME,
          className: [ARTICLE_CLASSES.codeTry],
          target: "_blank",
          rel: ["noopener", "noreferrer"],
          title: vi.tryCodeTitle,
        },
        [text(vi.tryCode)],
      ),
    )
  }
  if (variant !== "output" && variant !== "stdin") {
    actions.push(
      element(
        "button",
        { type: "button", className: [ARTICLE_CLASSES.codeCopy], ariaLabel: vi.copyCode },
        [text(vi.copyCode)],
      ),
    )
  }
  const header: ElementContent[] = [
    element("span", { className: [ARTICLE_CLASSES.codeTitle] }, [text(title)]),
  ]
  if (actions.length > 0)
    header.push(element("span", { className: [ARTICLE_CLASSES.codeActions] }, actions))
  pre.properties = { ...preProperties, className: [ARTICLE_CLASSES.codePre], tabIndex: 0 }
  return element(
    "div",
    {
      className: [ARTICLE_CLASSES.codeBlock, `${ARTICLE_CLASSES.codeBlock}--${variant}`],
      dataCodeVariant: variant,
      style: sizeHint("--code-lines", codeLines(pre)),
    },
    [element("div", { className: [ARTICLE_CLASSES.codeHeader] }, header), pre],
  )
}

function heading(node: Element): Element {
  const id = node.properties.id
  if (typeof id !== "string" || id === "") return node
  node.properties = { ...node.properties, className: [ARTICLE_CLASSES.heading] }
  node.children.push(
    element(
      "a",
      {
        href: `#${id}`,
        className: [ARTICLE_CLASSES.headingAnchor],
        ariaLabel: vi.headingLinkLabel(textContent(node).trim()),
      },
      [text("#")],
    ),
  )
  return node
}

/** Where the walk is in the article: the last heading seen, and the table labels given so far. */
interface ArticleContext {
  heading: string
  tableLabels: Set<string>
}

/** A header cell with no text (the corner of a comparison table) is a data cell: a header must name something. */
function withoutEmptyHeaders(node: Element): void {
  for (const child of node.children) {
    if (child.type !== "element") continue
    if (child.tagName === "th" && textContent(child).trim() === "") child.tagName = "td"
    else withoutEmptyHeaders(child)
  }
}

/**
 * A table in a scrollable, focusable region, named after the section it is in ("Bảng: Độ phức tạp"), numbered when
 * the section has several, so that every region landmark of the page has its own name.
 */
function table(node: Element, context: ArticleContext): Element {
  markTableRows(node)
  withoutEmptyHeaders(node)
  const base = context.heading ? `${vi.tableLabel}: ${context.heading}` : vi.tableLabel
  let label = base
  for (let n = 2; context.tableLabels.has(label); n += 1) label = `${base} (${n})`
  context.tableLabels.add(label)
  return element(
    "div",
    {
      className: [ARTICLE_CLASSES.tableWrapper],
      style: sizeHint("--table-rows", countElements(node, "tr")),
      tabIndex: 0,
      role: "region",
      ariaLabel: label,
    },
    [node],
  )
}

function link(node: Element): Element {
  const href = String(node.properties.href ?? "")
  if (/^https?:\/\//.test(href))
    node.properties = { ...node.properties, target: "_blank", rel: ["noopener", "noreferrer"] }
  return node
}

function transform(parent: Root | Element, context: ArticleContext): void {
  parent.children = parent.children.map((child) => {
    if (child.type !== "element") return child
    if (child.tagName === "pre") return codeBlock(child)
    const isHeading = /^h[2-4]$/.test(child.tagName)
    if (isHeading) context.heading = textContent(child).trim()
    transform(child, context)
    if (isHeading) return heading(child)
    if (child.tagName === "table") return table(child, context)
    if (child.tagName === "a") return link(child)
    return child
  }) as typeof parent.children
}

export default function rehypeArticle() {
  return (tree: Root) => transform(tree, { heading: "", tableLabels: new Set() })
}
