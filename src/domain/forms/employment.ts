import * as z from 'zod/mini'
import { normalizeName } from '../identifier'
import { isPayDateOption, PAY_CYCLES } from '../pay-dates'
import { crossCheck, matches, maxLength, minLength, required, RuleCode, text } from './rules'

/*
 * Registration step three, `/registration/employment` (the ERP's complete-step-three):
 * employment status and position (keys of the ERP's lists), company, work phone, monthly income,
 * and the pay cycle and pay date with the calculator's options (src/domain/pay-dates.ts).
 */

/** A landline with its long-distance 0: 0 then 8 to 11 digits (9 to 12 in all). */
export const WORK_PHONE = /^0\d{8,11}$/

/** Whole pesos: 1 to 6 digits, not starting with 0. */
export const MONTHLY_INCOME = /^[1-9]\d{0,5}$/

/** A work phone as typed, without the spaces, brackets and dashes people write in it. */
export const cleanWorkPhone = (value: string) => value.replace(/[\s()-]/g, '')

/** The employment form; `today` decides which pay-date options are still on offer. */
export function employmentSchema(today: Date) {
  return z
    .object({
      employmentStatus: text([required]),
      position: text([required]),
      companyName: text([required, minLength(2), maxLength(120)], normalizeName),
      workPhone: text([required, matches(WORK_PHONE, RuleCode.invalidWorkPhone)], cleanWorkPhone),
      monthlyIncome: text([required, matches(MONTHLY_INCOME, RuleCode.invalidIncome)]),
      salaryCycle: z.enum(PAY_CYCLES, RuleCode.required),
      payDates: text([required]),
    })
    .check(
      crossCheck(({ salaryCycle, payDates }) =>
        payDates !== '' && !isPayDateOption(salaryCycle, payDates, today)
          ? { path: ['payDates'], code: RuleCode.invalidDate }
          : null,
      ),
    )
}
