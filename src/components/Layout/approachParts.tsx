import Sidebar from "../Sidebar"
import { renderedOnServer } from "../HydrateLater/onApproachServer"

/**
 * The desktop sidebar hydrates on approach: a phone hides it (its menu opens the drawer instead), so a phone never
 * loads its code. Server side; approachParts.browser.tsx is the browser's.
 */
export const LaterSidebar = renderedOnServer(Sidebar)
