const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/

/** A real calendar date written yyyy-mm-dd (the wire format of dates), or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value)
  if (!match) return null
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const date = new Date(Date.UTC(year, month - 1, day))
  // Date rolls 2001-02-30 over to March; a real date survives the round trip.
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null
  return { year, month, day }
}

/** Whole years from `birthDate` to `today` (both yyyy-mm-dd, already valid). */
export function ageOn(birthDate: string, today: string): number {
  const birth = parseIsoDate(birthDate)
  const now = parseIsoDate(today)
  if (!birth || !now) return Number.NaN
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day)
  return now.year - birth.year - (hadBirthday ? 0 : 1)
}
