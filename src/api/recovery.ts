import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/** Password recovery: ask for a reset link, then set a new password with its token. */
export function recoveryCalls(api: ApiClient) {
  return {
    /** Asks for a reset link; with the captcha's token once the ERP asked for one (428). */
    async request({ login, captchaToken }: { login: string; captchaToken?: string | undefined }) {
      const body = captchaToken ? { login, captchaToken } : { login }
      return unwrap(await settle(api.POST('/web/public/client/recover/password', { body })))
    },
    async reset({ token, password }: { token: string; password: string }) {
      return unwrap(await settle(api.POST('/web/public/client/recover/password/reset', { body: { token, password } })))
    },
  }
}
