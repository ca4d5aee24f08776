import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

/** Password recovery (spec part 7): ask for a reset link, then set a new password with its token. */
export function recoveryCalls(api: ApiClient) {
  return {
    async request({ login }: { login: string }) {
      return unwrap(await settle(api.POST('/web/public/client/recover/password', { body: { login } })))
    },
    async reset({ token, password }: { token: string; password: string }) {
      return unwrap(await settle(api.POST('/web/public/client/recover/password/reset', { body: { token, password } })))
    },
  }
}
