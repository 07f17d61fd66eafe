import { graphql, useStaticQuery } from "gatsby"
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_FILE } from "../search/protocol"

/** `/search-index/manifest.json?_=<content hash>`: a new build gets a new URL, so it can be cached forever. */
export function useSearchIndexUrl(): string {
  const data = useStaticQuery<{ localSearchDocs: { internal: { contentDigest: string } } }>(graphql`
    query SearchIndexDigest {
      localSearchDocs {
        internal {
          contentDigest
        }
      }
    }
  `)
  return `${SEARCH_INDEX_DIR}/${SEARCH_MANIFEST_FILE}?_=${data.localSearchDocs.internal.contentDigest}`
}
