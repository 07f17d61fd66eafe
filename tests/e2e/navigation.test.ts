import { gotoHydrated, url, setupBrowser } from "./support/browser"

jest.setTimeout(60_000)

const session = setupBrowser({ withPage: true })

describe("navigation and page chrome", () => {
  it("serves the home page with the site head", async () => {
    await gotoHydrated(session.page, "/")
    expect(await session.page.title()).toBe("CppVN")
    const html = session.page.locator("html")
    expect(await html.getAttribute("lang")).toBe("vi-VN")
    expect(await html.getAttribute("dir")).toBe("ltr")
    expect(await session.page.locator('link[rel="canonical"]').getAttribute("href")).toMatch(
      /^https?:\/\/[^/]+\/$/,
    )
    expect(await session.page.locator('link[rel="alternate"][hreflang="vi-VN"]').count()).toBe(1)
    expect(await session.page.locator('link[rel="alternate"][hreflang="x-default"]').count()).toBe(
      1,
    )
    expect(
      await session.page.locator('meta[name="description"]').getAttribute("content"),
    ).toBeTruthy()
  })

  it("has the skip link as the first focusable element, targeting main", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    await session.page.keyboard.press("Tab")
    const focused = session.page.locator(":focus")
    expect(await focused.textContent()).toBe("Bỏ qua để đến nội dung chính")
    await session.page.keyboard.press("Enter")
    expect(await session.page.evaluate(() => document.activeElement?.id)).toBe("main")
  })

  it("navigates from the sidebar and shows breadcrumbs, prev/next and the page title", async () => {
    await gotoHydrated(session.page, "/containers/vector/")
    const sidebar = session.page.getByRole("navigation", { name: "Thanh bên tài liệu" })
    expect(await sidebar.getByRole("link").first().textContent()).toBe("Giới thiệu")
    await sidebar.getByRole("link", { name: "at", exact: true }).click()
    await session.page.waitForURL(url("/containers/vector/at"))
    await session.page.waitForFunction(() => document.title === "std::vector::at :: CppVN")
    expect(await session.page.getByRole("heading", { level: 1 }).textContent()).toBe(
      "std::vector::at",
    )
    const crumbs = session.page.getByRole("navigation", { name: "Đường dẫn" })
    expect(await crumbs.getByRole("link").allTextContents()).toEqual([
      "Giới thiệu",
      "Container",
      "vector",
    ])
    const pager = session.page.getByRole("navigation", { name: "Trang tài liệu" })
    const previous = pager.getByRole("link", { name: /Trang trước/ })
    // After a client-side navigation the pager's code is a chunk of its own that loads once the article has
    // rendered (src/components/HydrateLater/onApproach.tsx), so wait for it before counting.
    await previous.first().waitFor()
    expect(await previous.count()).toBe(1)
    expect(
      await sidebar.getByRole("button", { name: "Container" }).getAttribute("aria-expanded"),
    ).toBe("true")
  })

  it.each([
    ["typed with [ ]", "/containers/vector/operator[]"],
    ["percent-encoded", "/containers/vector/operator%5B%5D"],
  ])(
    "opens an operator[] page by its address %s, with its sidebar item current",
    async (_, path) => {
      await gotoHydrated(session.page, path)
      expect(await session.page.getByRole("heading", { level: 1 }).textContent()).toBe(
        "std::vector::operator[]",
      )
      const current = session.page
        .getByRole("navigation", { name: "Thanh bên tài liệu" })
        .locator('a[aria-current="page"]')
      expect(await current.textContent()).toBe("operator[]")
      expect(await current.getAttribute("href")).toBe("/containers/vector/operator%5B%5D")
    },
  )

  it("reaches an operator[] page from the sidebar of another page", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    const sidebar = session.page.getByRole("navigation", { name: "Thanh bên tài liệu" })
    await sidebar.getByRole("link", { name: "operator[]", exact: true }).click()
    // Brackets may stay raw or be percent-encoded in the address bar (the router and a full load differ); both name
    // the same page.
    await session.page.waitForURL(
      (address) => decodeURIComponent(address.pathname) === "/containers/vector/operator[]",
    )
    await session.page.waitForFunction(
      () => document.querySelector("h1")?.textContent === "std::vector::operator[]",
    )
    expect(await sidebar.locator('a[aria-current="page"]').textContent()).toBe("operator[]")
  })

  it("lists the page's h2 and h3 in the TOC and jumps to them", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    const toc = session.page.getByRole("navigation", { name: "Mục lục trang" })
    const hrefs = await toc
      .getByRole("link")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")))
    const ids = await session.page
      .locator("article h2[id], article h3[id]")
      .evaluateAll((hs) => hs.map((h) => `#${h.id}`))
    expect(hrefs).toEqual(ids)
    expect(hrefs).toContain("#do-phuc-tap")
    await toc.getByRole("link", { name: "Ví dụ" }).click()
    await session.page.waitForURL(/#vi-du$/)
    await session.page.waitForFunction(() => {
      const current = document.querySelector('nav[aria-label="Mục lục trang"] a[aria-current]')
      return current?.getAttribute("href") === "#vi-du"
    })
  })

  it("opens a new page at the top, restores the reader's place on Back, and brings a #heading into view", async () => {
    const { page } = session
    await gotoHydrated(page, "/containers/vector/")
    await page.evaluate(() => window.scrollTo(0, 1500))
    const place = await page.evaluate(() => window.scrollY)
    expect(place).toBeGreaterThan(1000)
    // The position is saved on the next frame after the scroll.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)))

    await page
      .getByRole("navigation", { name: "Thanh bên tài liệu" })
      .getByRole("link", { name: "at", exact: true })
      .click()
    await page.waitForFunction(() => document.title === "std::vector::at :: CppVN")
    expect(await page.evaluate(() => window.scrollY)).toBe(0)

    await page.goBack()
    await page.waitForFunction(() => document.title.startsWith("std::vector "))
    await page.waitForFunction((y) => Math.abs(window.scrollY - y) <= 1, place)

    await page.evaluate(() => {
      const link = document.createElement("a")
      link.href = "/algorithms/sort#do-phuc-tap"
      link.textContent = "độ phức tạp của sort"
      document.body.append(link)
      link.click()
    })
    await page.waitForURL(url("/algorithms/sort#do-phuc-tap"))
    await page.waitForFunction(() => {
      const top = document.getElementById("do-phuc-tap")?.getBoundingClientRect().top
      return top !== undefined && top >= 0 && top < 200 && window.scrollY > 0
    })
  })

  it("hides the navbar on scroll down and shows it on scroll up", async () => {
    await gotoHydrated(session.page, "/containers/vector/at")
    const navbar = session.page.getByRole("navigation", { name: "Thanh điều hướng chính" })
    const top = () => navbar.evaluate((el) => el.getBoundingClientRect().bottom)
    await session.page.mouse.wheel(0, 1200)
    await session.page.waitForFunction(() => {
      const nav = document.querySelector('nav[aria-label="Thanh điều hướng chính"]')
      return nav !== null && nav.getBoundingClientRect().bottom <= 0
    })
    await session.page.mouse.wheel(0, -300)
    await session.page.waitForFunction(() => {
      const nav = document.querySelector('nav[aria-label="Thanh điều hướng chính"]')
      return nav !== null && nav.getBoundingClientRect().top >= 0
    })
    expect(await top()).toBeGreaterThan(0)
  })

  it("answers an unknown path with the Vietnamese 404 page and status 404", async () => {
    const response = await session.page.goto(url("/khong-ton-tai/trang-nay"))
    expect(response?.status()).toBe(404)
    expect(await session.page.getByRole("heading", { name: "Không tìm thấy trang" }).count()).toBe(
      1,
    )
    expect(
      await session.page.getByRole("link", { name: "Về trang chủ" }).getAttribute("href"),
    ).toBe("/")
    expect(await session.page.getByRole("button", { name: "Thử lại" }).count()).toBe(1)
  })

  it("highlights code at build time with a copy button", async () => {
    await gotoHydrated(session.page, "/algorithms/sort")
    expect(await session.page.locator("pre code span.k").count()).toBeGreaterThan(0)
    expect(await session.page.locator('[data-code-variant="decl"]').count()).toBeGreaterThan(0)
    expect(await session.page.locator('[data-code-variant="run"]').count()).toBeGreaterThan(0)
    expect(await session.page.getByRole("button", { name: "Sao chép mã" }).count()).toBeGreaterThan(
      0,
    )
  })

  it("renders each operator page's own content (file names with = + [] stay distinct)", async () => {
    const firstParagraphs: string[] = []
    for (const name of ["operator=", "operator+=", "operator+", "operator[]"]) {
      await gotoHydrated(session.page, `/strings/basic_string/string/${name}`)
      expect(await session.page.getByRole("heading", { level: 1 }).textContent()).toBe(
        `std::string::${name}`,
      )
      firstParagraphs.push((await session.page.locator("article p").first().textContent()) ?? "")
    }
    expect(new Set(firstParagraphs).size).toBe(4)
  })

  it("publishes a sitemap of the doc pages without the search pages, and robots.txt", async () => {
    const index = await (await fetch(url("/sitemap-index.xml"))).text()
    expect(index).toContain("sitemap-0.xml")
    const locs = [
      ...(await (await fetch(url("/sitemap-0.xml"))).text()).matchAll(/<loc>([^<]+)<\/loc>/g),
    ].map((m) => new URL(m[1]).pathname)
    expect(locs).toEqual(expect.arrayContaining(["/", "/algorithms/sort", "/containers/vector/at"]))
    for (const excluded of ["/search/", "/search", "/s", "/sPage", "/404/", "/404.html"])
      expect(locs).not.toContain(excluded)
    expect(await (await fetch(url("/robots.txt"))).text()).toContain("Sitemap:")
  })
})
