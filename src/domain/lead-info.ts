import { payDatesFrom, type PayCycle } from './pay-dates'

/**
 * Lead info (financialSecurity.salaryCycle.next): the next pay date of a person
 * signing up, from the pay cycle and pay day they gave at the employment step; null when the pay
 * day is not one of today's options of the cycle.
 */
export function leadNextPayDate(cycle: PayCycle, payDates: string, today: Date): Date | null {
  const dates = payDatesFrom(cycle, payDates, today)
  if (!dates) return null
  for (const date of dates) return date
  return null
}
