import fs from "fs"
import path from "path"
import type { GatsbyNode } from "gatsby"
import { encodedContentPath, routeFromContentPath } from "./src/lib/routes"
import {
  buildSidebar,
  categoriesWithoutIndex,
  sidebarDocFromNode,
  type SidebarSourceNode,
  type SidebarDoc,
} from "./src/lib/sidebar"
import { findFrontmatterProblems } from "./src/build/frontmatter"
import { checkBuiltSiteLinks } from "./src/build/linkCheck"
import { contentFileForRoute } from "./src/build/contentFiles"
import { robotsTxt } from "./src/build/robots"
import { openSearchXml } from "./src/build/opensearch"
import { DOCS_VERSION, readSiteSettings } from "./src/config/site"
import { lastUpdateFor, readGitLastUpdates, type LastUpdate } from "./src/build/lastUpdate"
import { SEARCH_INDEX_PATH } from "./src/search/protocol"
import { DOCS_SIDEBAR_ID, navbarItems, validateNavbarItems } from "./src/config/navbar"

const DOC_TEMPLATE = path.resolve("src/templates/doc.tsx")
const CATEGORY_TEMPLATE = path.resolve("src/templates/category.tsx")

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type Mdx implements Node {
      frontmatter: MdxFrontmatter!
      fields: MdxFields!
    }
    type MdxFrontmatter @dontInfer {
      title: String!
      description: String!
      sidebar_label: String
      sidebar_position: Float
      header: String
      since: String
      deprecated: String
      removed: String
      hide_from_sidebar: Boolean
    }
    type MdxFields @dontInfer {
      route: String!
      contentPath: String!
      lastUpdated: String!
      lastAuthor: String
    }
    type SiteSiteMetadata {
      title: String!
      tagline: String!
      siteUrl: String!
      counterApiUrl: String!
      disqusShortname: String!
      product: String!
      docsVersion: DocsVersion!
    }
    type DocsVersion {
      name: String!
      label: String!
      isLast: Boolean!
      path: String!
      mainDocId: String!
    }
  `)
}

// One batched `git log` for every content file, read lazily on the first MDX node.
let gitHistory: Map<string, LastUpdate> | null | undefined

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "Mdx") return
  const file = node.parent ? getNode(node.parent) : undefined
  if (!file || file.sourceInstanceName !== "docs") return
  const relativePath = String(file.relativePath)
  const contentPath = `content/${relativePath}`
  const encodedName = encodedContentPath(relativePath)
  if (encodedName !== relativePath) {
    reporter.panicOnBuild(
      `Tên tệp ${contentPath} có ký tự đặc biệt: Gatsby sẽ gộp nó với trang khác. ` +
        `Hãy đổi tên thành content/${encodedName} (mã hóa như trong URL; đường dẫn trang không đổi).`,
    )
  }
  const problems = findFrontmatterProblems(node.frontmatter)
  if (problems.length > 0) {
    reporter.panicOnBuild(
      `Frontmatter không hợp lệ trong ${contentPath}:\n` +
        problems.map((p) => `  - trường "${p.field}" ${p.message}`).join("\n"),
    )
  }
  actions.createNodeField({ node, name: "route", value: routeFromContentPath(relativePath) })
  actions.createNodeField({ node, name: "contentPath", value: contentPath })
  if (gitHistory === undefined) gitHistory = readGitLastUpdates(process.cwd())
  const update = lastUpdateFor(gitHistory, process.cwd(), contentPath)
  actions.createNodeField({ node, name: "lastUpdated", value: update.date })
  actions.createNodeField({ node, name: "lastAuthor", value: update.author })
}

interface DocsQuery {
  allMdx: {
    nodes: Array<SidebarSourceNode & { id: string; internal: { contentFilePath: string } }>
  }
}

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<DocsQuery>(`
    {
      allMdx {
        nodes {
          id
          internal {
            contentFilePath
          }
          fields {
            route
          }
          frontmatter {
            title
            sidebar_label
            sidebar_position
            hide_from_sidebar
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Không đọc được danh sách trang MDX", result.errors)
    return
  }
  const docs = result.data.allMdx.nodes
  try {
    validateNavbarItems(navbarItems, new Set(docs.map((doc) => doc.fields.route)), [
      DOCS_SIDEBAR_ID,
    ])
  } catch (error) {
    reporter.panicOnBuild(
      `Cấu hình thanh điều hướng (src/config/navbar.ts) không hợp lệ: ${(error as Error).message}`,
    )
  }
  const seen = new Map<string, string>()
  for (const doc of docs) {
    const previous = seen.get(doc.fields.route)
    if (previous) {
      reporter.panicOnBuild(
        `Hai tệp cùng sinh ra đường dẫn ${doc.fields.route}: ${previous} và ${doc.internal.contentFilePath}`,
      )
    }
    seen.set(doc.fields.route, doc.internal.contentFilePath)
    actions.createPage({
      path: doc.fields.route,
      component: `${DOC_TEMPLATE}?__contentFilePath=${doc.internal.contentFilePath}`,
      context: { id: doc.id, route: doc.fields.route, version: DOCS_VERSION.name },
    })
  }

  const sidebarDocs: SidebarDoc[] = docs.map(sidebarDocFromNode)
  for (const category of categoriesWithoutIndex(buildSidebar(sidebarDocs))) {
    actions.createPage({
      path: category.key,
      component: CATEGORY_TEMPLATE,
      context: { categoryKey: category.key, label: category.label },
    })
  }
}

type GraphqlRunner = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>

async function writeSearchIndex(graphql: GraphqlRunner) {
  const result = await graphql<{ localSearchDocs: { index: string; store: unknown } | null }>(`
    {
      localSearchDocs {
        index
        store
      }
    }
  `)
  const search = result.data?.localSearchDocs
  if (!search) throw new Error("Không tạo được chỉ mục tìm kiếm (localSearchDocs trống)")
  fs.mkdirSync(path.resolve("public"), { recursive: true })
  fs.writeFileSync(
    path.join(path.resolve("public"), SEARCH_INDEX_PATH),
    JSON.stringify({ index: search.index, store: search.store }),
  )
}

// Runs after every plugin's createPages (the local-search plugin makes its node there); `gatsby develop` serves
// public/ too, so the index is there for authors as well.
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = async ({ graphql }) => {
  await writeSearchIndex(graphql as unknown as GraphqlRunner)
}

export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ reporter, graphql }) => {
  const site = readSiteSettings()
  fs.writeFileSync(path.resolve("public/robots.txt"), robotsTxt(site.siteUrl))
  fs.writeFileSync(
    path.resolve("public/opensearch.xml"),
    openSearchXml(site.siteUrl, site.title, site.tagline),
  )
  await writeSearchIndex(graphql as unknown as GraphqlRunner)
  const broken = checkBuiltSiteLinks(path.resolve("public"))
  if (broken.length === 0) {
    reporter.info("Kiểm tra liên kết: mọi liên kết nội bộ và #neo đều hợp lệ.")
    return
  }
  const lines = broken.map(
    (link) => `  ${contentFileForRoute(link.page)}: ${link.href} — ${link.reason}`,
  )
  reporter.panicOnBuild(`Có ${broken.length} liên kết nội bộ hỏng:\n${lines.join("\n")}`)
}
