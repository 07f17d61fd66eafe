import fs from "fs"
import path from "path"
import type { GatsbyNode, Node } from "gatsby"
import { DOC_TYPE, DOC_TYPE_DEFS, docFieldsFromFile } from "./src/build/docNodes"
import { ContentError } from "./src/build/mdx/contentPage"
import {
  brokenInternalLinks,
  categoryPages,
  docContext,
  duplicateRoutes,
  sidebarOfDocs,
  writeSidebarFile,
  type ChromeContext,
} from "./src/build/sitePages"
import { sidebarForRoute } from "./src/lib/sidebar"
import { applyContentSecurityPolicy } from "./src/build/csp/applyPolicy"
import { readBuiltPages } from "./src/build/builtPages"
import { removeStreamNullBytes } from "./src/build/streamNullBytes"
import { checkBuiltSiteLinks } from "./src/build/linkCheck"
import { contentFileForRoute } from "./src/build/contentFiles"
import { robotsTxt } from "./src/build/robots"
import { openSearchXml } from "./src/build/opensearch"
import { readSiteSettings } from "./src/config/site"
import { lastUpdateFor, readGitLastUpdates, type LastUpdate } from "./src/build/lastUpdate"
import { writeSearchIndex } from "./src/build/search/writeSearchIndex"
import { engineVersion } from "./src/build/engineVersion"
import { browserTwinAliases } from "./src/build/browserTwins"
import { applyShortClassNames, shortClassNames } from "./src/build/cssClassNames"
import { ignoreCssModuleOrder } from "./src/build/cssOrder"
import type { StoredDocument } from "./src/search/documents"
import { DOCS_SIDEBAR_ID, navbarItems, validateNavbarItems } from "./src/config/navbar"

const DOC_TEMPLATE = path.resolve("src/templates/doc.tsx")
const CATEGORY_TEMPLATE = path.resolve("src/templates/category.tsx")
const PUBLIC_DIR = path.resolve("public")

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    ${DOC_TYPE_DEFS}
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

// One batched `git log` for the whole content tree, before any node is created.
let gitHistory: Map<string, LastUpdate> | null = null
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = () => {
  gitHistory = readGitLastUpdates(process.cwd())
}

const ENGINE_VERSION = engineVersion()

type NodeHelpers = Pick<
  Parameters<NonNullable<GatsbyNode["onCreateNode"]>>[0],
  "actions" | "createNodeId" | "createContentDigest" | "reporter"
>

/** A content file's Doc node: parsed once, rendered to HTML here, in the data layer. */
function createDocNode(file: Node, source: string, helpers: NodeHelpers): void {
  const { actions, createNodeId, createContentDigest, reporter } = helpers
  const relativePath = String(file.relativePath)
  try {
    const fields = {
      ...docFieldsFromFile(
        relativePath,
        source,
        lastUpdateFor(gitHistory, process.cwd(), `content/${relativePath}`),
      ),
      engineVersion: ENGINE_VERSION,
    }
    const doc = {
      ...fields,
      id: createNodeId(`${DOC_TYPE} ${relativePath}`),
      parent: file.id,
      children: [],
      internal: { type: DOC_TYPE, contentDigest: createContentDigest(fields) },
    }
    actions.createNode(doc)
    actions.createParentChildLink({ parent: file, child: doc as unknown as Node })
  } catch (error) {
    if (error instanceof ContentError) reporter.panicOnBuild(error.message)
    else reporter.panicOnBuild(`content/${relativePath}: ${(error as Error).stack ?? error}`)
  }
}

/** Each MDX file of content/ becomes one Doc node. */
export const onCreateNode: GatsbyNode["onCreateNode"] = async (args) => {
  const { node, loadNodeContent } = args
  if (node.internal.type !== "File" || node.sourceInstanceName !== "docs") return
  if (node.extension !== "mdx") return
  createDocNode(node, await loadNodeContent(node), args)
}

/**
 * On a warm cache, Doc nodes of unchanged files come back from the cache as the code that made them left them:
 * those made by another version of the engine (src/build/engineVersion.ts) are made again from their file, and
 * so is a Doc node the cache lost (a file rewritten while the previous build was running left its page out).
 */
export const sourceNodes: GatsbyNode["sourceNodes"] = (args) => {
  const docsByFile = new Map(args.getNodesByType(DOC_TYPE).map((doc) => [doc.parent, doc]))
  for (const file of args.getNodesByType("File")) {
    if (file.sourceInstanceName !== "docs" || file.extension !== "mdx") continue
    if (docsByFile.get(file.id)?.engineVersion === ENGINE_VERSION) continue
    createDocNode(file, fs.readFileSync(String(file.absolutePath), "utf8"), args)
  }
}

// Set by createPages for onCreatePage: the pages of src/pages (search, 404…) get the same sidebar context.
let chromeForOtherPages: ChromeContext | null = null

export const createPages: GatsbyNode["createPages"] = async ({ graphql, actions, reporter }) => {
  const result = await graphql<Queries.CreatePagesDocsQuery>(`
    query CreatePagesDocs {
      allDoc(sort: { route: ASC }) {
        nodes {
          id
          route
          contentPath
          frontmatter {
            title
            sidebar_label
            sidebar_position
            hide_from_sidebar
          }
          headingIds
          internalLinks {
            href
            line
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Không đọc được danh sách trang", result.errors)
    return
  }
  const docs = result.data.allDoc.nodes
  const routes = new Set(docs.map((doc) => doc.route))
  try {
    validateNavbarItems(navbarItems, routes, [DOCS_SIDEBAR_ID])
  } catch (error) {
    reporter.panicOnBuild(
      `Cấu hình thanh điều hướng (src/config/navbar.ts) không hợp lệ: ${(error as Error).message}`,
    )
  }
  for (const problem of duplicateRoutes(docs)) reporter.panicOnBuild(problem)

  const sidebar = sidebarOfDocs(docs)
  const sidebarUrl = writeSidebarFile(PUBLIC_DIR, sidebar)
  chromeForOtherPages = { sidebar: sidebarForRoute(sidebar, "/"), sidebarUrl }
  const categories = categoryPages(sidebar, sidebarUrl)
  const broken = brokenInternalLinks(
    docs,
    categories.map((category) => category.path),
  )
  if (broken.length > 0)
    reporter.panicOnBuild(`Có ${broken.length} liên kết nội bộ hỏng:\n  ${broken.join("\n  ")}`)

  for (const doc of docs) {
    actions.createPage({
      path: doc.route,
      component: DOC_TEMPLATE,
      context: docContext(doc, sidebar, sidebarUrl),
    })
  }
  for (const category of categories) {
    actions.createPage({
      path: category.path,
      component: CATEGORY_TEMPLATE,
      context: category.context,
    })
  }
}

export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (!chromeForOtherPages || (page.context as Partial<ChromeContext>).sidebar) return
  actions.deletePage(page)
  actions.createPage({ ...page, context: { ...page.context, ...chromeForOtherPages } })
}

type GraphqlRunner = <T>(query: string) => Promise<{ data?: T; errors?: unknown }>

async function writeSearchFiles(graphql: GraphqlRunner) {
  const result = await graphql<{
    localSearchDocs: { index: string; store: Record<string, StoredDocument> } | null
  }>(`
    query SearchIndexForShards {
      localSearchDocs {
        index
        store
      }
    }
  `)
  const search = result.data?.localSearchDocs
  if (!search) throw new Error("Không tạo được chỉ mục tìm kiếm (localSearchDocs trống)")
  writeSearchIndex(PUBLIC_DIR, search.index, search.store)
}

// Runs after every plugin's createPages (the local-search plugin makes its node there); `gatsby develop` serves
// public/ too, so the index is there for authors as well.
export const createPagesStatefully: GatsbyNode["createPagesStatefully"] = async ({ graphql }) => {
  await writeSearchFiles(graphql as unknown as GraphqlRunner)
}

export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
}) => {
  if (stage === "build-javascript" || stage === "build-html") {
    const config = getConfig()
    applyShortClassNames(config, shortClassNames(process.cwd()))
    if (stage === "build-javascript") ignoreCssModuleOrder(config)
    actions.replaceWebpackConfig(config)
  }
  if (stage === "develop" || stage === "build-javascript")
    actions.setWebpackConfig({
      resolve: { alias: browserTwinAliases(process.cwd(), stage === "build-javascript") },
    })
}

export const onPostBuild: GatsbyNode["onPostBuild"] = ({ reporter }) => {
  const site = readSiteSettings()
  fs.writeFileSync(path.join(PUBLIC_DIR, "robots.txt"), robotsTxt(site.siteUrl))
  fs.writeFileSync(
    path.join(PUBLIC_DIR, "opensearch.xml"),
    openSearchXml(site.siteUrl, site.title, site.tagline),
  )
  // Read once for the three steps: the repair and the policy meta change nothing the link check reads.
  const pages = readBuiltPages(PUBLIC_DIR)
  const repaired = removeStreamNullBytes(pages)
  if (repaired.length > 0)
    reporter.info(`Xóa byte NUL của trình render React khỏi ${repaired.length} trang.`)
  try {
    const csp = applyContentSecurityPolicy(
      PUBLIC_DIR,
      { counterOrigin: new URL(site.counterApiUrl).origin, disqusShortname: site.disqusShortname },
      pages,
    )
    reporter.info(
      `Content-Security-Policy: ${csp.inlineScripts} script nội tuyến, ghi vào ${csp.pages} trang và _headers.`,
    )
  } catch (error) {
    reporter.panicOnBuild((error as Error).message)
    return
  }
  const broken = checkBuiltSiteLinks(PUBLIC_DIR, pages)
  if (broken.length === 0) {
    reporter.info("Kiểm tra liên kết: mọi liên kết nội bộ và #neo đều hợp lệ.")
    return
  }
  const lines = broken.map(
    (link) => `  ${contentFileForRoute(link.page)}: ${link.href} — ${link.reason}`,
  )
  reporter.panicOnBuild(`Có ${broken.length} liên kết nội bộ hỏng:\n${lines.join("\n")}`)
}
