import type { GatsbyConfig } from "gatsby"
import path from "path"
import { readSiteSettings } from "./src/config/site"
import { SITEMAP_EXCLUDES } from "./src/config/nonDocumentRoutes"
import { FLEXSEARCH_OPTIONS } from "./src/search/engine"
import { routeHref } from "./src/lib/routes"
import {
  SEARCH_INDEX_FIELDS,
  SEARCH_SOURCE_QUERY,
  SEARCH_STORE_FIELDS,
  searchDocumentsFromQuery,
} from "./src/search/buildIndex"

process.env.GATSBY_TELEMETRY_DISABLED = "1"

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
    // Internal links inside the article HTML (rendered at build time, not React) navigate client-side.
    "gatsby-plugin-catch-links",
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
        excludes: SITEMAP_EXCLUDES,
        serialize: (page: { path: string }) => ({ url: routeHref(page.path) }),
      },
    },
  ],
}

export default config
