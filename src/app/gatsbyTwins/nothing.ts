/** Twin, in the production bundle, of a Gatsby runtime module this site never calls (src/build/browserTwins.ts). */
export {}
