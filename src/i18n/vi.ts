import { vi as article } from "./article"
import { vi as chrome } from "./chrome"
import { vi as doc } from "./doc"
import { vi as docExtras } from "./docExtras"
import { vi as pages } from "./pages"
import { vi as search } from "./search"

/**
 * Every user-visible string of the site (the wording tests and readers rely on). The strings live in one file per
 * part of the site, and components import the file of their part, so each string is bundled with the code that
 * shows it: the app chunk every page loads carries only the frame's. This merge is for the build and the tests.
 */
export const vi = { ...chrome, ...article, ...doc, ...docExtras, ...search, ...pages } as const

/** The part of the site each string belongs to (a string belongs to one). */
export const viByPart = { chrome, article, doc, docExtras, search, pages } as const

export type { ColorModeName } from "./chrome"
