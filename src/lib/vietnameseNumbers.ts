/**
 * Dates and counts the way Intl formats them for vi-VN ("26/11/2026", "1.234.567"), without Intl. The first
 * Intl formatter a page creates loads the locale's data, which cost a phone about 60 ms of main thread during
 * hydration (`npm run bench:lighthouse`); these two forms are simple enough to write out. The unit tests compare
 * them with Intl's own output.
 */

/** Day/month/year of the date in UTC, unpadded: "5/1/2026". */
export function formatDateVi(date: Date): string {
  return `${date.getUTCDate()}/${date.getUTCMonth() + 1}/${date.getUTCFullYear()}`
}

/** A whole number with "." between groups of three digits: "1.234.567". */
export function formatCountVi(count: number): string {
  const digits = String(Math.trunc(Math.abs(count)))
  const grouped = digits.replace(/\B(?=(\d{3})+(?!\d))/g, ".")
  return count < 0 ? `-${grouped}` : grouped
}
