import fs from "fs"
import path from "path"

/**
 * Modules the browser bundle replaces with a lighter twin. The server renders with the first; the browser, where
 * that work is already done, gets the second.
 * - Seo/HeadTags: react-helmet and its two dependencies added 4.7 KiB gzip to first-load JavaScript (`npm run
 *   bench`), only to write a head the server already wrote; the twin updates the head on client-side route changes.
 * - DocPage/approachParts, Layout/approachParts: the server renders the table of contents, the pager, the comments
 *   and the desktop sidebar at once; the browser loads their code when the reader comes near them (src/components/HydrateLater/onApproach.tsx says why the server must not wait).
 */
const PROJECT_TWINS: Record<string, string> = {
  "src/components/Seo/HeadTags": "src/components/Seo/HeadTags.browser.tsx",
  "src/components/DocPage/approachParts": "src/components/DocPage/approachParts.browser.tsx",
  "src/components/Layout/approachParts": "src/components/Layout/approachParts.browser.tsx",
}

/**
 * Parts of Gatsby's browser runtime for features this site does not use, left out of the production bundle (the
 * development server keeps all of Gatsby). Keys are paths from the project root, without the `.js` webpack does not
 * see in the request.
 * - the Head API handler: src/components/Seo writes the head, no page exports `Head`;
 * - the service-worker registration: it runs only when a plugin asks for one, and none does;
 * - the Partytown plugin: it acts only in development, for `<Script strategy="off-main-thread">`, which no page
 *   uses; it pulls in gatsby-script and Partytown.
 */
const GATSBY_RUNTIME_TWINS: Record<string, string> = {
  ".cache/head/head-export-handler-for-browser": "src/app/gatsbyTwins/noHeadExport.ts",
  ".cache/register-service-worker": "src/app/gatsbyTwins/nothing.ts",
  "node_modules/gatsby/dist/internal-plugins/partytown/gatsby-browser.js":
    "src/app/gatsbyTwins/nothing.ts",
}

/**
 * Packages of Gatsby's runtime replaced in the production bundle, by package name (the request webpack sees).
 * - gatsby-react-router-scroll: 4.0 KB of the app chunk for the window's scroll restoration; the twin does the same
 *   in a fraction (its header says what it keeps).
 */
const GATSBY_PACKAGE_TWINS: Record<string, string> = {
  "gatsby-react-router-scroll": "src/app/gatsbyTwins/routerScroll.tsx",
}

/** Module -> twin, paths from the project root: production also drops Gatsby's unused runtime. */
export function browserTwins(production: boolean): Record<string, string> {
  return production ? { ...PROJECT_TWINS, ...GATSBY_RUNTIME_TWINS } : PROJECT_TWINS
}

/** Package -> twin (path from the project root), production only. */
export function browserPackageTwins(production: boolean): Record<string, string> {
  return production ? GATSBY_PACKAGE_TWINS : {}
}

/** webpack `resolve.alias` entries (exact-match) for the browser stages. */
export function browserTwinAliases(root: string, production: boolean): Record<string, string> {
  const packages = Object.entries(browserPackageTwins(production)).map(([name, twin]) => {
    if (!fs.existsSync(path.join(root, "node_modules", name, "package.json")))
      throw new Error(`browserTwins: không thấy gói ${name} để thay (Gatsby đã đổi phụ thuộc?)`)
    return [`${name}$`, path.join(root, twin)]
  })
  const modules = Object.entries(browserTwins(production)).map(([module, twin]) => {
    const file = path.join(root, module)
    // A Gatsby upgrade that moves one of these must fail the build, not silently ship both.
    if (
      ![file, `${file}.js`, `${file}.ts`, `${file}.tsx`].some((candidate) =>
        fs.existsSync(candidate),
      )
    )
      throw new Error(`browserTwins: không thấy mô-đun ${module} để thay (Gatsby đã đổi cấu trúc?)`)
    return [`${file}$`, path.join(root, twin)]
  })
  return Object.fromEntries([...modules, ...packages])
}
