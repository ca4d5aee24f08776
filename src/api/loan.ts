import type { CashSlip, Loan, LoanReading, Rollover, RolloverAgreement, SpeiInstructions } from '../domain/loan'
import type { Problem } from '../domain/problem'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { directDebitCalls } from './direct-debit'

const isNoActiveLoan = (error: unknown) => (error as Problem | undefined)?.code === 'no_active_loan'

/**
 * The loan calls (api/routes/loans.ts). Creating calls carry
 * the intent's Idempotency-Key, so the ERP answers a retry with the first result.
 */
export function loanCalls(api: ApiClient) {
  const directDebit = directDebitCalls(api)
  /** The rollover's application (one per rollover) and its agreement (convenio de prórroga) as a temporary download. */
  async function agreementOf(loanId: number, rolloverId: number): Promise<RolloverAgreement> {
    const path = { loanId, rolloverId }
    const application = unwrap(
      await settle(api.POST('/web/private/client/loan/{loanId}/rollover/{rolloverId}/application', { params: { path } })),
    )
    const document = unwrap(
      await settle(
        api.POST('/web/private/client/loan/{loanId}/rollover/{rolloverId}/application/{applicationId}/document', {
          params: { path: { ...path, applicationId: application.id } },
        }),
      ),
    )
    return { title: document.title, url: document.url }
  }
  const readLoan = async () => unwrap(await settle(api.GET('/web/private/client/loan/active')))
  return {
    /** The active loan with its schedule and repayment methods; null when the client has none. */
    async load(): Promise<LoanReading | null> {
      try {
        const [loan, schedule, methods] = await Promise.all([
          readLoan(),
          settle(api.GET('/web/private/client/loan/active/payment-schedule')).then(unwrap),
          settle(api.GET('/web/private/client/application/payment-method')).then(unwrap),
        ])
        return { loan, schedule, methods: { methods: methods.repaymentMethods, cardLastFour: methods.card?.lastFour ?? null } }
      } catch (error) {
        if (isNoActiveLoan(error)) return null
        throw error
      }
    },
    /** PUT loan/active/rollover, then the rollover's application and its agreement (convenio de prórroga). */
    async chooseRollover(days: number, idempotencyKey: string) {
      const chosen = unwrap(
        await settle(
          api.PUT('/web/private/client/loan/active/rollover', {
            params: { header: { 'idempotency-key': idempotencyKey } },
            body: { days },
          }),
        ),
      )
      return { rollover: chosen.rollover, loan: chosen.loan, agreement: await agreementOf(chosen.loan.id, chosen.rollover.id) }
    },
    /** The extension chosen earlier whose fee is unpaid: its application and agreement again (the same ones). */
    async resumeRollover(loan: Loan, rollover: Rollover) {
      return { rollover, loan, agreement: await agreementOf(loan.id, rollover.id) }
    },
    /** The client's consent to charge the card, then POST direct-debit/charge-rollover: the card pays the extension's fee. */
    async chargeRollover(idempotencyKey: string): Promise<Loan> {
      await directDebit.consent()
      const charged = unwrap(
        await settle(
          api.POST('/web/private/client/direct-debit/charge-rollover', {
            params: { header: { 'idempotency-key': idempotencyKey } },
          }),
        ),
      )
      return charged.loan
    },
    /** The client's consent to charge the card (POST direct-debit/consent), then the charge of what is owed. */
    async chargeCard(idempotencyKey: string): Promise<Loan> {
      await directDebit.consent()
      const charged = unwrap(
        await settle(
          api.POST('/web/private/client/loan/active/repayment/card', {
            params: { header: { 'idempotency-key': idempotencyKey } },
            body: {},
          }),
        ),
      )
      return charged.loan
    },
    /** POST openPay/getBarcode: a cash reference with its Code 128 barcode. */
    async issueBarcode(purpose: 'repayment' | 'rollover', idempotencyKey: string): Promise<CashSlip> {
      return unwrap(
        await settle(
          api.POST('/web/private/client/openPay/getBarcode', {
            params: { header: { 'idempotency-key': idempotencyKey } },
            body: { purpose },
          }),
        ),
      )
    },
    /** SPEI instructions for what settles the loan today, or for the signed extension's fee. */
    async spei(purpose: 'repayment' | 'rollover' = 'repayment'): Promise<SpeiInstructions> {
      return unwrap(await settle(api.GET('/web/private/client/loan/active/repayment/spei', { params: { query: { purpose } } })))
    },
    /** POST loan/{loanId}/rollover/{rolloverId}/sign: the extension's agreement signed on the ERP. */
    async signRollover(loanId: number, rolloverId: number): Promise<Rollover> {
      return unwrap(
        await settle(
          api.POST('/web/private/client/loan/{loanId}/rollover/{rolloverId}/sign', {
            params: { path: { loanId, rolloverId } },
          }),
        ),
      )
    },
    /** A temporary download (the rollover's agreement) as a file the page can link to. */
    async download(url: string): Promise<Blob> {
      const id = url.split('/').pop() ?? ''
      const { data, response } = await api.GET('/web/private/client/document/download-temporary/{id}', {
        params: { path: { id } },
        parseAs: 'blob',
      })
      if (!response.ok || !data) throw new Error(`download ${response.status}`)
      return data
    },
  }
}
