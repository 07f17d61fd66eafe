import { foldDiacritics } from "../lib/vietnamese"

/**
 * The one tokenizer of the search, used at build time (index) and in the worker (queries), so both sides agree.
 *
 * - Case-folded; every word also yields its diacritics-folded form ("sắp" -> "sắp", "sap").
 * - C++ identifiers stay whole and are also split: "std::vector::at" -> "std::vector::at", "std", "vector", "at";
 *   "push_back" -> "push_back", "push", "back", "pushback"; "operator[]" -> "operator[]", "operator"; and joined
 *   without separators: "std::vector" -> "stdvector".
 */
export const MAX_QUERY_LENGTH = 200

const IDENTIFIER = /(?:[\p{L}\p{N}_]+(?:::[\p{L}\p{N}_]+)*(?:\[\]|\(\)|[+\-=<>!&|*/%^~]{1,3})?)/gu

const STOP_WORDS = new Set([
  // Vietnamese function words that carry no meaning for a search
  "và",
  "là",
  "của",
  "các",
  "những",
  "một",
  "cho",
  "với",
  "trong",
  "được",
  "có",
  "này",
  "khi",
  "thì",
  "để",
  "the",
  "a",
  "an",
  "of",
  "to",
  "in",
  "and",
  "or",
  "is",
  "for",
  "on",
  "with",
  "how",
])

export function normalize(text: string): string {
  return text.normalize("NFC").toLowerCase()
}

/** The search terms of a text: exact (with marks) and folded forms, C++ identifiers whole and in parts. */
export function tokenize(text: string): string[] {
  const terms = new Set<string>()
  const clipped = text.length > 20_000 ? text.slice(0, 20_000) : text
  for (const match of normalize(clipped).matchAll(IDENTIFIER)) {
    const word = match[0]
    addWithParts(word, terms)
  }
  return [...terms]
}

function addWithParts(word: string, terms: Set<string>): void {
  const add = (term: string) => {
    if (term === "" || STOP_WORDS.has(term)) return
    terms.add(term)
    const folded = foldDiacritics(term)
    if (folded !== term) terms.add(folded)
  }
  add(word)
  const bare = word.replace(/(\[\]|\(\)|[+\-=<>!&|*/%^~]{1,3})$/, "")
  if (bare !== word) add(bare)
  // Each scope whole ("std::vector::push_back" -> "push_back") and split at "_"; and, as learners type them,
  // without separators: "pushback", "stdvector", "findfirstof".
  const scopes = bare.split("::")
  for (const scoped of scopes) {
    if (scoped !== bare) add(scoped)
    if (!scoped.includes("_")) continue
    for (const part of scoped.split("_")) add(part)
    add(joinedIdentifier(scoped))
  }
  if (scopes.length > 1) add(joinedIdentifier(bare))
}

/** An identifier without its `::` and `_` separators: "std::vector" -> "stdvector". */
export function joinedIdentifier(identifier: string): string {
  return identifier.replace(/::|_/g, "")
}

/** Query terms: the same tokenizer, but only distinct words typed (parts are used for matching, not required). */
export function queryWords(query: string): string[] {
  const clipped = query.slice(0, MAX_QUERY_LENGTH)
  return [...normalize(clipped).matchAll(IDENTIFIER)]
    .map((m) => m[0])
    .filter((word) => !STOP_WORDS.has(word))
}
