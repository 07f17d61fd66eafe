import { formatCountVi, formatDateVi } from "../../../src/lib/vietnameseNumbers"

// Node ships full ICU: these tests hold the hand-written forms to Intl's own vi-VN output.
const intlDate = new Intl.DateTimeFormat("vi-VN", {
  day: "numeric",
  month: "numeric",
  year: "numeric",
  timeZone: "UTC",
})
const intlCount = new Intl.NumberFormat("vi-VN")

describe("formatDateVi", () => {
  it("writes day/month/year in UTC, unpadded", () => {
    expect(formatDateVi(new Date("2026-01-05T23:30:00Z"))).toBe("5/1/2026")
  })

  it("agrees with Intl on every day of a leap year and at the UTC day boundary", () => {
    for (let day = 0; day < 366; day += 1) {
      const date = new Date(Date.UTC(2024, 0, 1 + day, 23, 59, 59))
      expect(formatDateVi(date)).toBe(intlDate.format(date))
    }
  })
})

describe("formatCountVi", () => {
  it("groups digits by three with dots", () => {
    expect(formatCountVi(12345)).toBe("12.345")
  })

  it("agrees with Intl from 0 to billions", () => {
    for (const count of [0, 7, 999, 1000, 1001, 65536, 999999, 1000000, 1234567, 2 ** 31, -4321])
      expect(formatCountVi(count)).toBe(intlCount.format(count))
  })
})
