import { foldDiacritics } from "./vietnamese"

/** "Độ phức tạp" -> "do-phuc-tap"; "operator[]" -> "operator"; keeps ASCII letters, digits and "_". */
export function slugify(text: string): string {
  return foldDiacritics(text)
    .toLowerCase()
    .replace(/[^a-z0-9_\s-]/g, " ")
    .trim()
    .replace(/[\s-]+/g, "-")
}

/** A slugger that keeps ids unique within one page: the second "Ví dụ" becomes "vi-du-1". */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>()
  return (text: string) => {
    const base = slugify(text) || "muc"
    let slug = base
    let count = seen.get(base) ?? 0
    while (seen.has(slug)) {
      count += 1
      slug = `${base}-${count}`
    }
    seen.set(base, count)
    seen.set(slug, 0)
    return slug
  }
}
