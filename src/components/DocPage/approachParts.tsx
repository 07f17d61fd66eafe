import DocPaginator from "../DocPaginator"
import Comments from "../Comments"
import Toc from "../Toc"
import { renderedOnServer } from "../HydrateLater/onApproachServer"

/**
 * The parts of a doc page that hydrate on approach (the table of contents, hidden on a phone; the pager and the
 * comments below the article), server side: approachParts.browser.tsx is the browser's.
 */
export const LaterToc = renderedOnServer(Toc)
export const LaterPaginator = renderedOnServer(DocPaginator)
export const LaterComments = renderedOnServer(Comments)
