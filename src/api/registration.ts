import type { SignUpValues } from '../../machines/signup.machine'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/** The calls of the first registration step (spec part 7): sign-up and the phone code. */
export function registrationCalls(api: ApiClient) {
  return {
    /** Creates the account; answers the phone the code went to. */
    async signUp(values: SignUpValues): Promise<{ phone: string }> {
      const profile = unwrap(await settle(api.POST('/web/public/client', { body: values })))
      return { phone: profile.info.mobilePhone.number }
    },
    async sendCode(): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/phone/sms-code', { body: {} })))
    },
    async verifyPhone({ code }: { code: string }): Promise<unknown> {
      return unwrap(await settle(api.POST('/web/private/client/phone/verify', { body: { code } })))
    },
  }
}
