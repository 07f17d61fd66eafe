/** Words of prose, as the content-depth measure counts them: runs of letters (with their marks) or digits. */
export function countProseWords(prose: string): number {
  return prose.match(/[\p{L}\p{M}\p{N}]+(?:['’][\p{L}\p{M}]+)?/gu)?.length ?? 0
}

/** The depth bar a page kind must reach: reference pages 150 words of prose, guides 1 500. */
export const PROSE_WORD_MINIMUM = { reference: 150, guide: 1500 } as const
