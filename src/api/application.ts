import type { ApplicationReading } from '../../machines/application.machine'
import type { ApprovalInput } from '../../machines/offer.machine'
import type { ApplicationCreationPayload, ApplicationDraft, ApplicationView } from '../domain/application'
import { APPLICATION_STATUS, isOpenStatus } from '../domain/application-status'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/** The statuses still to be decided, which the loading and manual verification pages poll. */
const UNDECIDED: readonly number[] = [
  APPLICATION_STATUS.new,
  APPLICATION_STATUS.verification,
  APPLICATION_STATUS.manualVerification,
]

/**
 * The application's calls: the offer figures of a draft, the creation (once per intent, by its
 * Idempotency-Key), where the application stands, its cancel, and the offers' figures and
 * approvals.
 */
export function applicationCalls(api: ApiClient) {
  const read = async (): Promise<ApplicationView | null> =>
    unwrap(await settle(api.GET('/web/private/client/application/actual')))
  const calls = {
    /** GET arithmetic offer: the figures of what the client would apply for. */
    async quote({ amount, payCycle, payDates, promoCode }: ApplicationDraft) {
      return unwrap(
        await settle(
          api.GET('/web/private/client/arithmetic/offer/stl/{amount}/{payCycle}/{payDates}', {
            params: { path: { amount, payCycle, payDates }, query: promoCode ? { promoName: promoCode } : {} },
          }),
        ),
      )
    },

    /** POST application with its Idempotency-Key: the settled answer, for the caller to report a failure before reading it. */
    create(payload: ApplicationCreationPayload, idempotencyKey: string) {
      return settle(
        api.POST('/web/private/client/application', { params: { header: { 'idempotency-key': idempotencyKey } }, body: payload }),
      )
    },

    /** GET application/actual: the open application, or the last one; null when there is none. */
    read,

    /**
     * The application; for an accepted one whether the money can go to a CLABE or a card; and, when
     * none is open (none at all, or closed), whether the client has an active loan (GET client) and
     * the registration step still due, if any (GET client-journey/current: its flow step while a
     * step of registration is to do).
     */
    async reading(): Promise<ApplicationReading> {
      const application = await read()
      if (application === null || !isOpenStatus(application.status)) {
        const [profile, journey] = await Promise.all([
          settle(api.GET('/web/private/client/client')).then(unwrap),
          settle(api.GET('/web/private/client/client-journey/current')).then(unwrap),
        ])
        return {
          application,
          hasDisbursementMethod: false,
          hasActiveLoan: profile.hasActiveLoan,
          registrationStep: journey.registration.todo.length > 0 ? journey.flow.step : null,
        }
      }
      const accepted = application.status === APPLICATION_STATUS.accepted || application.status === APPLICATION_STATUS.signing
      if (!accepted) return { application, hasDisbursementMethod: false, hasActiveLoan: false, registrationStep: null }
      const methods = unwrap(await settle(api.GET('/web/private/client/application/payment-method')))
      return {
        application,
        hasDisbursementMethod: methods.bank_transfer.length > 0 || methods.card !== null,
        hasActiveLoan: false,
        registrationStep: null,
      }
    },

    /**
     * The reading the status polls ask for: while the last one is an application still to be
     * decided (new, verification, manual verification), GET application/actual/status asks for its
     * status alone, and the last reading stands while the status does; once it changed (or for
     * another application, or none) the whole reading is asked again. Nothing else of an undecided
     * application can change, so the polls every few seconds cost one small call each.
     */
    polling() {
      let last: ApplicationReading | null = null
      return async (): Promise<ApplicationReading> => {
        const previous = last?.application
        if (last && previous && UNDECIDED.includes(previous.status)) {
          const now = unwrap(await settle(api.GET('/web/private/client/application/actual/status')))
          if (now !== null && now.id === previous.id && now.status === previous.status) return last
        }
        last = await calls.reading()
        return last
      }
    },

    /** POST application/{id}/cancel: the canceled application (a canceled one is answered again). */
    async cancel(applicationId: number): Promise<ApplicationView> {
      return unwrap(
        await settle(api.POST('/web/private/client/application/{id}/cancel', { params: { path: { id: applicationId } } })),
      )
    },

    /** GET the offer of an application at an offer stage. */
    async offer(applicationId: number) {
      return unwrap(
        await settle(api.GET('/web/private/client/application/{id}/offer/actual', { params: { path: { id: applicationId } } })),
      )
    },

    /** Offers: each kind has its own approval call. */
    async approve({ kind, payload }: ApprovalInput): Promise<ApplicationView> {
      if (kind === 'increase') {
        const body = { amount: payload.amount, term: payload.term ?? { value: 1, unit: 'day' as const } }
        return unwrap(await settle(api.PUT('/web/private/client/yhat/offer/approve/increase', { body })))
      }
      const body = { amount: payload.amount }
      if (kind === 'special') return unwrap(await settle(api.PUT('/web/private/client/special/offer/approve', { body })))
      return unwrap(await settle(api.PUT('/web/private/client/yhat/offer/approve/decrease', { body })))
    },
  }
  return calls
}
