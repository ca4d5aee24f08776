import type { FlowLoad, FlowLoadInput } from '../../machines/flow.machine'
import type { components } from '../../api/schema'
import type { Locale } from '../domain/routes'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

export type AccountDetails = components['schemas']['AccountDetails']

/** The names of the details step, as the form gives them (no middle name: none). */
export interface ConfirmedNames {
  firstName: string
  middleName?: string | undefined
  lastNames: string
}

/**
 * The calls of the server-driven flow: its step, the client's registration data its pages show,
 * and the names its details page confirms (the consent of its direct-debit page is
 * directDebitCalls').
 */
export function flowCalls(api: ApiClient) {
  return {
    /** GET flow; with `profile`, the client's status and first name and the open application too. */
    async load({ profile }: FlowLoadInput): Promise<FlowLoad> {
      const flow = unwrap(await settle(api.GET('/web/private/client/flow')))
      const state = { step: flow.step, status: flow.status, errors: flow.errors }
      if (!profile) return { flow: state }
      const [client, journey] = await Promise.all([
        settle(api.GET('/web/private/client/client')).then(unwrap),
        settle(api.GET('/web/private/client/client-journey/current')).then(unwrap),
      ])
      // A first name counts as given once the ERP's details step is done (by the sign-up verified, or
      // by PUT client): what the step rules mean by a first name present
      // (src/domain/flow-steps.ts).
      const detailsDone = journey.registration.done.includes('details')
      return {
        flow: state,
        client: { status: client.status, firstName: detailsDone ? client.firstName : null },
        applicationId: journey.applicationId,
      }
    },
    /** GET account-details: what the ERP holds of the client's registration (address, employment, banking, reference, …). */
    async accountDetails(): Promise<AccountDetails> {
      return unwrap(await settle(api.GET('/web/private/client/account-details')))
    },
    /** PUT client, the ERP's details step: the names the contract is made out with, in the page's language. */
    async confirmNames(names: ConfirmedNames, language: Locale): Promise<unknown> {
      return unwrap(
        await settle(
          api.PUT('/web/private/client/client', { body: { ...names, middleName: names.middleName ?? null, language } }),
        ),
      )
    },
  }
}
