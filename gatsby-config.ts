import type { GatsbyConfig } from "gatsby"
import path from "path"
import { readSiteSettings } from "./src/config/site"
import { SITEMAP_EXCLUDES } from "./src/config/nonDocumentRoutes"
import { FLEXSEARCH_OPTIONS } from "./src/search/engine"
import { routeHref } from "./src/lib/routes"
import { SEARCH_SOURCE_QUERY, searchRecordsFromQuery } from "./src/search/buildIndex"
import { SEARCH_INDEX_FIELDS, SEARCH_STORE_FIELDS } from "./src/search/documents"

process.env.GATSBY_TELEMETRY_DISABLED = "1"

const site = readSiteSettings()

const config: GatsbyConfig = {
  siteMetadata: site as unknown as Record<string, unknown>,
  trailingSlash: "ignore",
  jsxRuntime: "automatic",
  // Query result types (namespace Queries) are generated from the schema into src/gatsby-types.d.ts on every build
  // and committed, so `tsc` runs before the first build; npm test type-checks again when a build changed them.
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-react-helmet",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "docs", path: path.join(__dirname, "content") },
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
        normalizer: searchRecordsFromQuery,
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
