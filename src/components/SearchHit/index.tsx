import React from "react"
import type { SearchHit as Hit } from "../../search/rank"
import Snippet from "./Snippet"
import * as styles from "./styles.module.css"

interface Props {
  hit: Hit
  /**
   * The search box lists hits from many pages, so each names its page (and crumbs); the results page groups hits
   * under a page heading, so each names only its section.
   */
  showPage: boolean
}

/** The text of one search hit, inside the link that opens it: title, crumbs, snippet with the terms marked. */
export default function SearchHit({ hit, showPage }: Props) {
  return (
    <>
      <span className={styles.title}>
        {showPage ? hit.pageTitle : hit.sectionHeading || hit.pageTitle}
        {showPage && hit.sectionHeading ? (
          <span className={styles.section}> › {hit.sectionHeading}</span>
        ) : null}
      </span>
      {showPage && hit.crumbs ? <span className={styles.crumbs}>{hit.crumbs}</span> : null}
      <span className={styles.snippet}>
        <Snippet parts={hit.snippet} />
      </span>
    </>
  )
}
