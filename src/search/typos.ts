/**
 * Typo tolerance for identifiers (issue "search v2"): a typed word of 5+ letters that the index does not know is
 * matched against the site's identifier vocabulary within one edit — a letter missing, added, wrong, or two
 * neighbours swapped (optimal string alignment distance 1).
 */
export const TYPO_MIN_LENGTH = 5

export function isIdentifierLike(word: string): boolean {
  return /^[a-z0-9_:]+$/.test(word) && /[a-z]/.test(word)
}

/** True when `a` becomes `b` by one insertion, deletion, substitution or swap of adjacent letters. */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return false
  const lengthGap = a.length - b.length
  if (Math.abs(lengthGap) > 1) return false
  let start = 0
  while (start < a.length && start < b.length && a[start] === b[start]) start++
  if (lengthGap === 0) {
    // one substitution, or one swap of neighbours
    if (a.slice(start + 1) === b.slice(start + 1)) return true
    return (
      a[start] === b[start + 1] &&
      a[start + 1] === b[start] &&
      a.slice(start + 2) === b.slice(start + 2)
    )
  }
  const [longer, shorter] = lengthGap > 0 ? [a, b] : [b, a]
  return longer.slice(start + 1) === shorter.slice(start)
}

/** The vocabulary terms one edit away from `word`, for identifier-like words of TYPO_MIN_LENGTH letters or more. */
export function oneEditCorrections(word: string, vocabulary: Iterable<string>): string[] {
  if (word.length < TYPO_MIN_LENGTH || !isIdentifierLike(word)) return []
  const found: string[] = []
  for (const term of vocabulary) if (withinOneEdit(word, term)) found.push(term)
  return found
}
