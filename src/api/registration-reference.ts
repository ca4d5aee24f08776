import type { components } from '../../api/schema'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

export type ReferenceRequest = components['schemas']['ReferenceRequest']

/** The calls of registration step four: the client's own phone, the saved reference, complete-step-four. */
export function referenceCalls(api: ApiClient) {
  return {
    /** The client's own mobile phone, which the relative's must not be (ten digits). */
    async ownPhone(): Promise<string> {
      return unwrap(await settle(api.GET('/web/private/client/client'))).info.mobilePhone.number
    },
    /** The reference complete-step-four saved earlier, to prefill the form. */
    async saved(): Promise<{ fullName: string | null; phone: string | null }> {
      return unwrap(await settle(api.GET('/web/private/client/account-details'))).reference
    },
    async save(body: ReferenceRequest): Promise<unknown> {
      return unwrap(await settle(api.PUT('/web/private/client/complete-step-four', { body })))
    },
  }
}
