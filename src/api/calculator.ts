import type { CalculatorClient, OfferQuestion } from '../../machines/calculator.machine'
import { fromWireDate } from '../domain/dates'
import { isPayCycle } from '../domain/pay-dates'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/**
 * The calculator's calls: its amount limits, the offer for the amount and pay days chosen (the
 * private variant for a signed-in client, the public one by sequence for a guest), the open
 * application's amount, and the signed-in client's standing.
 */
export function calculatorCalls(api: ApiClient) {
  return {
    /** GET config/calculator: the amount limits of each tab. */
    async config() {
      return unwrap(await settle(api.GET('/web/public/config/calculator')))
    },
    /** The offer; a promo code goes as `promoName`. */
    async offer(question: OfferQuestion) {
      const { amount, payCycle, payDates, promoCode, sequenceType } = question
      const query = promoCode ? { promoName: promoCode } : {}
      if (question.loggedIn) {
        return unwrap(
          await settle(
            api.GET('/web/private/client/arithmetic/offer/stl/{amount}/{payCycle}/{payDates}', {
              params: { path: { amount, payCycle, payDates }, query },
            }),
          ),
        )
      }
      const path = { sequence_type: sequenceType, amount, payCycle, payDates }
      return unwrap(
        await settle(
          api.GET('/web/public/arithmetic/offer/stl/{sequence_type}/{amount}/{payCycle}/{payDates}', { params: { path, query } }),
        ),
      )
    },
    /** PUT application/{id}: the amount chosen here becomes the open application's, which is decided again. */
    async updateApplication({ applicationId, amount }: { applicationId: number; amount: number }) {
      return unwrap(
        await settle(
          api.PUT('/web/private/client/application/{id}', {
            params: { path: { id: applicationId } },
            body: { amount: { amount, currency: 'MXN' } },
          }),
        ),
      )
    },
    /** PUT yhat/limit, the client limit update: true when it went through. */
    async updateLimit(): Promise<boolean> {
      return (await settle(api.PUT('/web/private/client/yhat/limit'))).ok
    },
    /**
     * What the calculator knows of the signed-in client `id`, from the profile and, with an active
     * loan, the days to its repayment; null when the profile gives no answer.
     */
    async client(id: string): Promise<CalculatorClient | null> {
      const answer = await settle(api.GET('/web/private/client/client'))
      if (!answer.ok) return null
      const profile = answer.data
      // The calculator hides when the active loan's repayment is 1 day away or less.
      const loan = profile.hasActiveLoan ? await settle(api.GET('/web/private/client/loan/active')) : null
      return {
        id,
        availableAmount: profile.availableLoanAmount.amount,
        hasActiveLoan: profile.hasActiveLoan,
        closedLoansCount: profile.closedLoansCount,
        lastLoanAmount: profile.lastLoanAmount ?? null,
        hasUncancelledApplications: profile.hasUncancelledApplications,
        nextPayDate: fromWireDate(profile.payDate.referenceDate ?? ''),
        savedPayDay: profile.payDays ?? null,
        hasSavedSalaryCycle: isPayCycle(profile.salaryCycle),
        salaryCycle: isPayCycle(profile.salaryCycle) ? profile.salaryCycle : null,
        hasActualApplication: profile.hasActualApplication,
        hasActiveRefinancing: profile.hasActiveRefinancing,
        repaymentDueDays: loan?.ok ? loan.data.repaymentInvoice.dueDays : null,
      }
    },
  }
}
