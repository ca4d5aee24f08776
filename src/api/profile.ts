import type { components } from '../../api/schema'
import type { Problem } from '../domain/problem'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

export type ClientProfile = components['schemas']['ClientProfile']
export type ActiveLoan = components['schemas']['ActiveLoan']
export type Application = components['schemas']['Application']

/** What `/profile` shows at a glance: the client, the active loan, and the open application when there is no loan. */
export interface ProfileOverview {
  profile: ClientProfile
  loan: ActiveLoan | null
  /** The open application (not canceled, completed, rejected or terminated), or null. */
  application: Application | null
}

/** Where a code went and when another may be asked for. */
export interface CodeSent {
  retryAfterSeconds: number
}

/** A refusal on one field, shaped as the ERP's (400 with one violation). */
const refusedAt = (name: string, status: string): Problem => ({
  status: 400,
  code: 'validation_failed',
  violations: [{ name, status }],
})

/**
 * The client area's own calls: the profile with its loan and
 * application, and the account changes, each confirmed the ERP's way (a code to the new e-mail or
 * phone; the old password).
 */
export function profileCalls(api: ApiClient) {
  return {
    /** The profile first: the loan and the application are asked for only when it says they exist. */
    async overview(): Promise<ProfileOverview> {
      const profile = unwrap(await settle(api.GET('/web/private/client/client')))
      const [loan, application] = await Promise.all([
        profile.hasActiveLoan
          ? settle(api.GET('/web/private/client/loan/active')).then((answer) =>
              !answer.ok && answer.status === 404 ? null : unwrap(answer),
            )
          : null,
        profile.hasActualApplication ? settle(api.GET('/web/private/client/application/actual')).then(unwrap) : null,
      ])
      return { profile, loan, application }
    },
    async profile(): Promise<ClientProfile> {
      return unwrap(await settle(api.GET('/web/private/client/client')))
    },
    /**
     * A code to a new e-mail (POST /web/public/client/email/send-code). An address another client
     * has is refused first (`not_unique`), so no code goes to an address that cannot be taken.
     */
    async sendEmailCode(email: string): Promise<CodeSent> {
      const check = unwrap(
        await settle(api.GET('/web/public/client/check/{key}/{value}', { params: { path: { key: 'email', value: email } } })),
      )
      if (check.exists) throw refusedAt('email', 'not_unique')
      return unwrap(await settle(api.POST('/web/public/client/email/send-code', { body: { email } })))
    },
    async changeEmail(email: string, code: string, currentPassword: string): Promise<ClientProfile> {
      return unwrap(await settle(api.PUT('/web/private/client/change/email', { body: { email, code, currentPassword } })))
    },
    /** The answer's Authorization header carries the session's new token (the api client stores it). */
    async changePassword(body: { oldPassword: string; newPassword: string; repeatPassword: string }): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/change/password', { body })))
    },
    async sendPhoneCode(number: string): Promise<CodeSent> {
      return unwrap(await settle(api.POST('/web/private/client/phone/sms-code', { body: { mobilePhone: { number } } })))
    },
    async changePhone(number: string, code: string, currentPassword: string): Promise<ClientProfile> {
      return unwrap(
        await settle(api.PUT('/web/private/client/change/phone', { body: { mobilePhone: { number }, code, currentPassword } })),
      )
    },
  }
}
