/** The one export of Gatsby's router fork used directly (src/app/gatsbyTwins/routerScroll.tsx); it ships no types. */
declare module "@gatsbyjs/reach-router" {
  export function useLocation(): { pathname: string; hash: string; search: string; key?: string }
}
