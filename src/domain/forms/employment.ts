import * as z from 'zod/mini'
import { normalizeName } from '../identifier'
import { cleanIncome, cleanWorkPhone, isNoJobStatus, JOB_FIELDS, MONTHLY_INCOME, WORK_PHONE } from '../employment'
import { isPayDateOption, PAY_CYCLES } from '../pay-dates'
import { crossCheck, matches, maxLength, minLength, required, RuleCode, text, whenGiven } from './rules'

/*
 * Registration step three, `/registration/employment` (the ERP's complete-step-three):
 * employment status and position (keys of the ERP's lists), company, work phone, monthly income,
 * and the pay cycle and pay date with the calculator's options (src/domain/pay-dates.ts).
 */

/** The employment form; `today` decides which pay-date options are still on offer. */
export function employmentSchema(today: Date) {
  return z
    .object({
      employmentStatus: text([required]),
      position: text([whenGiven()]),
      companyName: text([whenGiven(minLength(2), maxLength(120))], normalizeName),
      workPhone: text([whenGiven(matches(WORK_PHONE, RuleCode.invalidWorkPhone))], cleanWorkPhone),
      monthlyIncome: text([required, matches(MONTHLY_INCOME, RuleCode.invalidIncome)], cleanIncome),
      salaryCycle: z.enum(PAY_CYCLES, RuleCode.required),
      payDates: text([required]),
    })
    .check(
      crossCheck(({ salaryCycle, payDates }) =>
        payDates !== '' && !isPayDateOption(salaryCycle, payDates, today)
          ? { path: ['payDates'], code: RuleCode.invalidDate }
          : null,
      ),
      // Without a job the three fields may stay empty (the screen hides them); given, they must be
      // right. Checked even while another field is broken (an empty pay cycle), like every field.
      ...JOB_FIELDS.map((field) =>
        z.superRefine<Record<string, unknown>>(
          (values, ctx) => {
            const status = typeof values.employmentStatus === 'string' ? values.employmentStatus : ''
            if (values[field] === '' && !isNoJobStatus(status))
              ctx.addIssue({ code: 'custom', message: RuleCode.required, path: [field], input: values })
          },
          { when: () => true },
        ),
      ),
    )
}
