/**
 * Each caret button is named after its category and described by this hint (docs/BEHAVIOUR.md §2), so a screen
 * reader says "vector, nút, đã thu gọn, Mở hoặc thu gọn danh mục này". One sidebar is rendered at a time (desktop
 * column or mobile drawer), so the id is unique.
 */
export const CARET_HINT_ID = "sidebar-caret-hint"
