import { hydrateOnApproach } from "../HydrateLater/onApproach"

/** Browser twin of approachParts.tsx (src/build/browserTwins.ts): the sidebar's code loads once it is on screen. */
export const LaterSidebar = hydrateOnApproach(
  () => import(/* webpackChunkName: "sidebar" */ "../Sidebar"),
)
