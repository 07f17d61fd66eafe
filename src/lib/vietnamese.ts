/**
 * Folds Vietnamese text to plain ASCII letters: "Độ phức tạp" -> "Do phuc tap".
 * NFD splits a letter from its tone and vowel marks; "đ"/"Đ" has no decomposition, so it is mapped by hand.
 */
export function foldDiacritics(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/đ/g, "d")
    .replace(/Đ/g, "D")
}

const VIETNAMESE_MARKED_LETTER =
  /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/giu

/** How many letters in the text carry a Vietnamese mark (tone, breve, horn, circumflex or đ). */
export function countMarkedLetters(text: string): number {
  return text.normalize("NFC").match(VIETNAMESE_MARKED_LETTER)?.length ?? 0
}
