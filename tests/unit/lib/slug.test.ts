import { createSlugger, slugify } from "../../../src/lib/slug"
import { countMarkedLetters, foldDiacritics } from "../../../src/lib/vietnamese"
import { documentTitle } from "../../../src/lib/documentTitle"

describe("Vietnamese folding and heading slugs", () => {
  it("folds every diacritic, đ included", () => {
    expect(foldDiacritics("Độ phức tạp")).toBe("Do phuc tap")
    expect(foldDiacritics("Tính hợp lệ của iterator")).toBe("Tinh hop le cua iterator")
    expect(foldDiacritics("đường ĐI")).toBe("duong DI")
  })

  it("makes ASCII ids from headings", () => {
    expect(slugify("Độ phức tạp")).toBe("do-phuc-tap")
    expect(slugify("Giá trị trả về")).toBe("gia-tri-tra-ve")
    expect(slugify("Khi nào nên dùng?")).toBe("khi-nao-nen-dung")
    expect(slugify("std::vector::at")).toBe("std-vector-at")
  })

  it("keeps ids unique on one page", () => {
    const slug = createSlugger()
    expect([slug("Ví dụ"), slug("Ví dụ"), slug("Ví dụ")]).toEqual(["vi-du", "vi-du-1", "vi-du-2"])
    expect(slug("!!!")).toBe("muc")
  })

  it("counts marked letters (NFC or NFD input)", () => {
    expect(countMarkedLetters("Độ phức tạp")).toBe(4)
    expect(countMarkedLetters("Độ phức tạp".normalize("NFD"))).toBe(4)
    expect(countMarkedLetters("plain ascii")).toBe(0)
  })

  it("builds document titles with the :: delimiter", () => {
    expect(documentTitle("std::sort", "CppVN")).toBe("std::sort :: CppVN")
    expect(documentTitle(null, "CppVN")).toBe("CppVN")
  })
})
