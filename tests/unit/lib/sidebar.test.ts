import {
  activeCategories,
  breadcrumbsFor,
  buildSidebar,
  categoriesWithoutIndex,
  findPrevNext,
  flattenSidebar,
  HOME_LABEL,
  type SidebarCategory,
  type SidebarDoc,
} from "../../../src/lib/sidebar"

const docs: SidebarDoc[] = [
  { route: "/", title: "Giới thiệu" },
  { route: "/containers/", title: "Containers", position: 1 },
  { route: "/containers/vector/", title: "std::vector", label: "vector" },
  { route: "/containers/vector/size", title: "std::vector::size", label: "size" },
  { route: "/containers/vector/at", title: "std::vector::at", label: "at" },
  {
    route: "/containers/deque/operator=",
    title: "std::deque::operator=",
    label: "operator=",
    hidden: true,
  },
  { route: "/containers/deque/at", title: "std::deque::at", label: "at" },
  { route: "/algorithms/", title: "Thư viện <algorithm>", label: "Thuật toán", position: 2 },
  { route: "/algorithms/sort", title: "std::sort", label: "sort", position: 1 },
  { route: "/algorithms/copy", title: "std::copy", label: "copy", position: 1 },
]

const category = (items: ReturnType<typeof buildSidebar>, key: string) =>
  items.find((item): item is SidebarCategory => item.type === "category" && item.key === key)

describe("buildSidebar", () => {
  const sidebar = buildSidebar(docs)

  it("starts with the home link and orders categories by position", () => {
    expect(sidebar[0]).toEqual({ type: "link", label: HOME_LABEL, href: "/" })
    expect(sidebar.slice(1).map((item) => item.label)).toEqual(["Containers", "Thuật toán"])
  })

  it("orders items by position then label, and categories by their index page", () => {
    const containers = category(sidebar, "/containers/")!
    expect(containers.items.map((item) => item.label)).toEqual(["deque", "vector"])
    const vector = category(containers.items, "/containers/vector/")!
    expect(vector.items.map((item) => item.label)).toEqual(["at", "size"])
    expect(category(sidebar, "/algorithms/")!.items.map((item) => item.label)).toEqual([
      "copy",
      "sort",
    ])
  })

  it("leaves out hidden pages and generates a category for a folder without index", () => {
    const deque = category(category(sidebar, "/containers/")!.items, "/containers/deque/")!
    expect(deque.hasIndex).toBe(false)
    expect(deque.items.map((item) => item.label)).toEqual(["at"])
    expect(categoriesWithoutIndex(sidebar).map((c) => c.key)).toEqual(["/containers/deque/"])
  })

  it("finds the active categories, breadcrumbs and neighbours of a page", () => {
    expect(activeCategories(sidebar, "/containers/vector/at").map((c) => c.key)).toEqual([
      "/containers/",
      "/containers/vector/",
    ])
    expect(breadcrumbsFor(sidebar, "/containers/vector/at", "at")).toEqual([
      { label: HOME_LABEL, href: "/" },
      { label: "Containers", href: "/containers/" },
      { label: "vector", href: "/containers/vector/" },
      { label: "at", href: null },
    ])
    const { previous, next } = findPrevNext(sidebar, "/containers/vector/at")
    expect(previous?.href).toBe("/containers/vector/")
    expect(next?.href).toBe("/containers/vector/size")
    expect(flattenSidebar(sidebar)[0].href).toBe("/")
  })
})
