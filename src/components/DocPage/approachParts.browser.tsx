import { hydrateOnApproach } from "../HydrateLater/onApproach"

/**
 * Browser twin of approachParts.tsx (src/build/browserTwins.ts): each part is a chunk of its own, loaded and
 * hydrated when the reader comes near it. The table of contents is hidden on a phone, so a phone never loads it.
 */
export const LaterToc = hydrateOnApproach(() => import("../Toc"))
export const LaterPaginator = hydrateOnApproach(() => import("../DocPaginator"))
export const LaterComments = hydrateOnApproach(() => import("../Comments"))
