import { graphql, useStaticQuery } from "gatsby"
import { SEARCH_INDEX_PATH } from "../search/protocol"

/** `/search-index.json?_=<content hash>`: a new build gets a new URL, so the file can be cached forever. */
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
  return `${SEARCH_INDEX_PATH}?_=${data.localSearchDocs.internal.contentDigest}`
}
