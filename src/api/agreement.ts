import type { ApplicationView } from '../domain/application'
import { offeredProvider, type CashProvider } from '../domain/cash-payout'
import { APPLICATION_STATUS } from '../domain/application-status'
import { caratulaOf, caratulaTermsOfOffer, type Caratula } from '../domain/caratula'
import type { Offer } from '../domain/pricing'
import type { Problem } from '../domain/problem'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/**
 * Where the money goes: the registered CLABE or card, by its last digits only, or, for a client
 * accepted in cash, the network chosen to collect it at; null when none is (signing is refused then).
 */
export type PayoutAccount =
  { kind: 'clabe'; lastDigits: string } | { kind: 'card'; lastDigits: string } | { kind: 'cash'; provider: CashProvider } | null

/** What the one-time-password agreement shows before the client signs (flow step otp_agreement). */
export interface AgreementSummary {
  application: ApplicationView
  offer: Offer
  /** The cover sheet the client reads before the code is asked for. */
  caratula: Caratula
  account: PayoutAccount
  /** The last four digits of the client's own mobile phone, where the code goes. */
  phoneLastDigits: string
}

/** The answer of agreement/{id}/sms-code: seconds until another code may be asked for. */
export interface AgreementCodeSent {
  retryAfterSeconds: number
}

const notSignable: Problem = { status: 409, code: 'application_not_accepted', violations: [] }

const SIGNABLE: readonly number[] = [APPLICATION_STATUS.accepted, APPLICATION_STATUS.signing]

/**
 * The agreement calls: the actual application with its
 * offer, payout account (or cash network) and phone; the code by SMS; the signature with the code; the draft PDF.
 */
export function agreementCalls(api: ApiClient) {
  /** Without a CLABE or card the money is collected in cash: at the network chosen on the accepted-in-cash stage. */
  async function cashAccount(applicationId: number): Promise<PayoutAccount> {
    const choice = unwrap(
      await settle(api.GET('/web/private/client/application/{id}/cash-payout', { params: { path: { id: applicationId } } })),
    )
    const provider = choice.chosen ? offeredProvider(choice.chosen, choice.providers) : null
    return provider ? { kind: 'cash', provider } : null
  }
  return {
    async summary(): Promise<AgreementSummary> {
      const application = unwrap(await settle(api.GET('/web/private/client/application/actual')))
      if (!application || !SIGNABLE.includes(application.status)) throw notSignable
      const [offer, methods, profile] = await Promise.all([
        settle(api.GET('/web/private/client/application/{id}/offer/actual', { params: { path: { id: application.id } } })).then(
          unwrap,
        ),
        settle(api.GET('/web/private/client/application/payment-method')).then(unwrap),
        settle(api.GET('/web/private/client/client')).then(unwrap),
      ])
      const clabe = methods.bank_transfer[0]?.clabe
      const account: PayoutAccount = clabe
        ? { kind: 'clabe', lastDigits: clabe.slice(-4) }
        : methods.card
          ? { kind: 'card', lastDigits: methods.card.lastFour }
          : await cashAccount(application.id)
      const caratula = caratulaOf(caratulaTermsOfOffer(offer, offer.sequenceType, offer.startDate))
      return { application, offer, caratula, account, phoneLastDigits: profile.info.mobilePhone.number.slice(-4) }
    },
    async sendCode(id: number): Promise<AgreementCodeSent> {
      const sent = unwrap(
        await settle(api.POST('/web/private/client/application/agreement/{id}/sms-code', { params: { path: { id } } })),
      )
      return { retryAfterSeconds: sent.retryAfterSeconds }
    },
    async sign(id: number, code: string): Promise<unknown> {
      return unwrap(
        await settle(api.POST('/web/private/client/application/agreement/{id}', { params: { path: { id } }, body: { code } })),
      )
    },
    /** The draft agreement (GET draft-loan-agreement-pdf) as a file the page can link to. */
    async draftPdf(): Promise<Blob> {
      const { data, response } = await api.GET('/web/private/client/draft-loan-agreement-pdf', { parseAs: 'blob' })
      if (!response.ok || !data) throw new Error(`draft agreement ${response.status}`)
      return data
    },
  }
}
