import { graphql, useStaticQuery } from "gatsby"
import { SEARCH_INDEX_DIR, SEARCH_MANIFEST_FILE } from "../search/protocol"

/** `/search-index/manifest.json?_=<content hash>`: a new build gets a new URL, so it can be cached forever. */
export function useSearchIndexUrl(): string {
  const data = useStaticQuery<Queries.SearchIndexDigestQuery>(graphql`
    query SearchIndexDigest {
      localSearchDocs {
        internal {
          contentDigest
        }
      }
    }
  `)
  const digest = data.localSearchDocs?.internal.contentDigest
  if (!digest)
    throw new Error("Không có chỉ mục tìm kiếm (localSearchDocs) trong dữ liệu của build")
  return `${SEARCH_INDEX_DIR}/${SEARCH_MANIFEST_FILE}?_=${digest}`
}
