import type { GatsbyConfig } from "gatsby"
import path from "path"
import { readSiteSettings } from "./src/config/site"
import remarkHeadingIds from "./src/build/mdx/remarkHeadingIds"
import rehypeCodeBlocks from "./src/build/mdx/rehypeCodeBlocks"
import { FLEXSEARCH_OPTIONS } from "./src/search/engine"
import {
  SEARCH_INDEX_FIELDS,
  SEARCH_SOURCE_QUERY,
  SEARCH_STORE_FIELDS,
  searchDocumentsFromQuery,
} from "./src/search/buildIndex"

process.env.GATSBY_TELEMETRY_DISABLED = "1"

// remark-gfm is ESM-only; Node >= 20.19 can require() it (see README, "Why require(esm)").
// eslint-disable-next-line @typescript-eslint/no-var-requires
const remarkGfm = require("remark-gfm").default

const site = readSiteSettings()

const config: GatsbyConfig = {
  siteMetadata: site as unknown as Record<string, unknown>,
  trailingSlash: "ignore",
  jsxRuntime: "automatic",
  graphqlTypegen: false,
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: path.join(__dirname, "content") },
    },
    {
      resolve: "gatsby-plugin-mdx",
      options: {
        extensions: [".mdx"],
        mdxOptions: {
          remarkPlugins: [remarkGfm, remarkHeadingIds],
          rehypePlugins: [rehypeCodeBlocks],
        },
      },
    },
    {
      resolve: "gatsby-plugin-local-search",
      options: {
        name: "docs",
        engine: "flexsearch",
        engineOptions: FLEXSEARCH_OPTIONS,
        query: SEARCH_SOURCE_QUERY,
        ref: "id",
        index: SEARCH_INDEX_FIELDS,
        store: SEARCH_STORE_FIELDS,
        normalizer: searchDocumentsFromQuery,
      },
    },
    {
      resolve: "gatsby-plugin-sitemap",
      options: {
        excludes: [
          "/search",
          "/search/",
          "/s",
          "/s/",
          "/sPage",
          "/sPage/",
          "/404",
          "/404/",
          "/404.html",
          "/dev-404-page/",
        ],
      },
    },
  ],
}

export default config
