import FlexSearch from "flexsearch"
import { tokenize } from "./tokenize"

/**
 * The FlexSearch options shared by the build (gatsby-plugin-local-search) and the worker: the index is exported
 * with these and must be imported with the same ones. Our tokenizer does the case and diacritics folding.
 */
export const FLEXSEARCH_OPTIONS = {
  encode: false as const,
  tokenize: (text: string): string[] => tokenize(text),
  threshold: 0,
  resolution: 9,
  depth: 0,
}

export type FlexIndex = ReturnType<typeof FlexSearch.create>

export function createIndex(): FlexIndex {
  return FlexSearch.create(FLEXSEARCH_OPTIONS as Parameters<typeof FlexSearch.create>[0])
}
