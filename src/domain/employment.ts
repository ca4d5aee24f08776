import { parseMoney } from './money'

/*
 * The employment rules the registration's employment step (src/domain/forms/employment.ts) and the
 * ERP's complete-step-three (server/accounts/registration-steps.ts) both apply.
 */

/**
 * The employment statuses of a person without a job (the ERP's list, server/reference/employment.ts):
 * sin empleo, dedicado al hogar, estudiante, jubilado o pensionado. She is not asked for an
 * employer, a position or a work phone: the form hides them and the ERP does not require them.
 */
export const NO_JOB_STATUSES = ['unemployed', 'housework', 'student', 'retired'] as const

/** Whether the status is one without a job: no employer, position or work phone is asked. */
export function isNoJobStatus(status: string): boolean {
  return (NO_JOB_STATUSES as readonly string[]).includes(status.trim())
}

/** The fields a person with a job gives and a person without one does not. */
export const JOB_FIELDS = ['position', 'companyName', 'workPhone'] as const

/**
 * A Mexican phone, landline or mobile: ten digits since the 2019 numbering plan (area code and
 * number; the old long-distance prefixes 01, 044 and 045 are gone, and no area code starts with
 * 0 or 1).
 */
export const WORK_PHONE = /^[2-9]\d{9}$/

/** Whole pesos: 1 to 6 digits, not starting with 0. */
export const MONTHLY_INCOME = /^[1-9]\d{0,5}$/

/** A work phone as typed, without the spaces, brackets and dashes people write in it. */
export const cleanWorkPhone = (value: string) => value.replace(/[\s()-]/g, '')

/**
 * The monthly income as written ("20000", "20,000", "$20,000.00", "$ 20 000", src/domain/money.ts
 * `parseMoney`) as whole pesos, centavos rounded (half up); a text that is no amount is left
 * trimmed, for the rule to refuse. The form shows and the ERP stores this value.
 */
export function cleanIncome(value: string): string {
  const pesos = parseMoney(value)
  return pesos === null ? value.trim() : String(Math.round(pesos))
}

/**
 * The employment as sent and stored: without a job, no position, employer or work phone (whatever
 * a draft kept from a status chosen before).
 */
export function withoutJobFields<
  T extends { employmentStatus: string; position: string; companyName: string; workPhone: string },
>(form: T): T {
  return isNoJobStatus(form.employmentStatus) ? { ...form, position: '', companyName: '', workPhone: '' } : form
}
