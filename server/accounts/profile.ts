import { createHash } from 'node:crypto'
import type { ClientProfile } from '../../api'
import { calculatorConfig } from '../calculator-config'
import type { ClientRow } from '../db'
import { savedPayDay } from '../../src/domain/pay-dates'

/**
 * Whole pesos the client may borrow now: the calculator's max for them.
 * First-time clients get the new-client ceiling, repeated ones the repeated ceiling; a client
 * with an active loan, or blocked or blacklisted, gets 0. The amount the last client limit
 * update stored (server/applications/client-limit.ts) answers instead when there is one.
 */
export function availableLoanAmount(client: ClientRow): number {
  if (client.status === 2 || client.status === 3 || client.has_active_loan) return 0
  return client.closed_loans_count > 0
    ? calculatorConfig.initialStates.repeated.maxAmount
    : calculatorConfig.initialStates.new.maxAmount
}

/** Stable, not reversible (the uuid is random): what integrations may see instead of the id. */
export function hashedUserId(uuid: string): string {
  return createHash('sha256').update(`lana-clara:${uuid}`).digest('hex').slice(0, 32)
}

function semiMonthlyDays(value: string | null): number[] | null {
  if (!value) return null
  const days = value.split(',').map(Number)
  return days.every((day) => Number.isInteger(day) && day >= 1 && day <= 31) ? days : null
}

/** What the profile reads from applications (migration 0002); both false for a client who never applied. */
export interface ApplicationStanding {
  /** An application not canceled, completed, rejected or terminated exists. */
  hasActualApplication: boolean
  /** The same open application: the repeated-client check wants none. */
  hasUncancelledApplications: boolean
  /** The principal of the client's latest loan, pesos; null before the first. */
  lastLoanAmount: number | null
}

export const NO_APPLICATION: ApplicationStanding = {
  hasActualApplication: false,
  hasUncancelledApplications: false,
  lastLoanAmount: null,
}

/**
 * The client profile from a stored row. hasActiveLoan and closedLoansCount read
 * the client's columns, which signing (server/applications/lifecycle.ts) and repayment
 * (server/loans/payments.ts) keep up to date; the application flags come from `standing`
 * (server/applications/standing.ts loads it), and `available`, when given, is the amount the
 * last client limit update stored (server/applications/client-limit.ts).
 */
export function toClientProfile(
  client: ClientRow,
  standing: ApplicationStanding = NO_APPLICATION,
  available?: number,
): ClientProfile {
  return {
    id: client.id,
    uuid: client.uuid,
    hashedUserId: hashedUserId(client.uuid),
    firstName: client.first_name,
    email: client.email,
    status: client.status,
    fake: client.fake === 1,
    availableLoanAmount: { amount: available ?? availableLoanAmount(client) },
    hasActiveLoan: client.has_active_loan === 1,
    hasUncancelledApplications: standing.hasUncancelledApplications,
    closedLoansCount: client.closed_loans_count,
    lastLoanAmount: standing.lastLoanAmount,
    hasActualApplication: standing.hasActualApplication,
    // Refinancing (rollover applications) belongs to the loans' own work.
    hasActiveRefinancing: false,
    salaryCycle: client.salary_cycle,
    payDate: {
      referenceDate: client.pay_reference_date,
      semiMonthlyPayDates: semiMonthlyDays(client.pay_semi_monthly_days),
      dateOfMonth: client.pay_day_of_month,
    },
    payDays: savedPayDay(client.salary_cycle, {
      referenceDate: client.pay_reference_date,
      semiMonthlyPayDates: semiMonthlyDays(client.pay_semi_monthly_days),
      dateOfMonth: client.pay_day_of_month,
    }),
    info: {
      mobilePhone: { number: client.mobile_phone },
      middleName: client.middle_name,
      lastNames: client.last_names,
      birthDate: client.birth_date,
      curp: client.curp,
      language: client.language === 'en' ? 'en' : 'es',
    },
  }
}
