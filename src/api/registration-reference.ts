import type { components } from '../../api/schema'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'
import { intentKeys } from './intent'

export type ReferenceRequest = components['schemas']['ReferenceRequest']

/**
 * The calls of registration step four, the last of registration: the client's own phone, what was
 * saved before, complete-step-four, an alternative phone of the client's (additional/contact) and
 * the end of registration (finish).
 */
export function referenceCalls(api: ApiClient) {
  const once = intentKeys()
  return {
    /** The client's own mobile phone, which the relative's must not be (ten digits). */
    async ownPhone(): Promise<string> {
      return unwrap(await settle(api.GET('/web/private/client/client'))).info.mobilePhone.number
    },
    /** The reference complete-step-four saved earlier and the latest alternative phone, to prefill the form. */
    async saved(): Promise<{ fullName: string | null; phone: string | null; alternativePhone: string | null }> {
      const details = unwrap(await settle(api.GET('/web/private/client/account-details')))
      return { ...details.reference, alternativePhone: details.additionalContacts.at(-1) ?? null }
    },
    async save(body: ReferenceRequest): Promise<unknown> {
      return unwrap(await settle(api.PUT('/web/private/client/complete-step-four', { body })))
    },
    /**
     * POST additional/contact, once per intent (its Idempotency-Key). The ERP names the phone
     * `phone`; on this form that is the relative's, so its refusal is put on `alternativePhone`.
     */
    async addContact(phone: string): Promise<unknown> {
      const answer = await once({ phone }, (key) =>
        settle(
          api.POST('/web/private/client/additional/contact', { params: { header: { 'idempotency-key': key } }, body: { phone } }),
        ),
      )
      if (answer.ok) return answer.data
      const violations = answer.violations.map((v) => (v.name === 'phone' ? { ...v, name: 'alternativePhone' } : v))
      return unwrap({ ...answer, violations })
    },
    /**
     * PUT finish: registration is complete. True once the ERP stamped it; false when it named a
     * step still open (`registration_incomplete`): the reference is saved all the same, and the
     * registration sequence leads the client to that step.
     */
    async finish(): Promise<boolean> {
      const answer = await settle(api.PUT('/web/private/client/finish', { body: {} }))
      if (!answer.ok && answer.violations.length > 0 && answer.violations.every((v) => v.status === 'registration_incomplete'))
        return false
      unwrap(answer)
      return true
    },
  }
}
