import { NavbarConfigError, routeOfDocId, validateNavbarItems } from "../../../src/config/navbar"

describe("navbar configuration", () => {
  const routes = new Set(["/", "/algorithms/", "/algorithms/sort"])

  it("resolves doc ids to routes", () => {
    expect(routeOfDocId("algorithms/index")).toBe("/algorithms/")
    expect(routeOfDocId("algorithms/sort")).toBe("/algorithms/sort")
    expect(routeOfDocId("intro")).toBe("/")
  })

  it("accepts valid items", () => {
    expect(
      validateNavbarItems(
        [
          { type: "doc", docId: "algorithms/index", label: "Thuật toán" },
          { type: "docSidebar", sidebarId: "docs", label: "Tài liệu" },
          { type: "link", to: "/algorithms/sort", label: "sort" },
        ],
        routes,
        ["docs"],
      ),
    ).toEqual([
      { label: "Thuật toán", to: "/algorithms/" },
      { label: "Tài liệu", to: "/" },
      { label: "sort", to: "/algorithms/sort" },
    ])
  })

  it.each([
    [{ type: "dropdown", label: "x" }, /kiểu "dropdown"/],
    [{ type: "doc", docId: "khong/co", label: "x" }, /docId "khong\/co"/],
    [{ type: "docSidebar", sidebarId: "api", label: "x" }, /thanh bên "api"/],
    [{ type: "link", to: "", label: "" }, /thiếu nhãn/],
  ])("names the offending item: %j", (item, message) => {
    expect(() => validateNavbarItems([item], routes, ["docs"])).toThrow(NavbarConfigError)
    expect(() => validateNavbarItems([item], routes, ["docs"])).toThrow(message)
  })
})
