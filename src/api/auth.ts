import type { AuthUser, Credentials, LoginAnswer, MfaChallenge } from '../../machines/auth.machine'
import type { AccountKind } from '../../machines/auth.machine'
import { unwrap } from './answer'
import { settle, type ApiClient } from './client'

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` })

interface ProfileLike {
  firstName?: string | null
  email?: string
  status?: number
}

/** The part of a client profile or back-office user that the session keeps. */
function userOf(profile: ProfileLike): Partial<AuthUser> {
  return {
    ...(profile.firstName ? { firstName: profile.firstName } : {}),
    ...(profile.email ? { email: profile.email } : {}),
    ...(typeof profile.status === 'number' ? { status: profile.status } : {}),
  }
}

/**
 * The ERP calls of the auth machine (machines/auth.machine.ts), given to it with `provide`.
 * Each resolves with what the machine needs or rejects with an AuthProblem.
 */
export function authCalls(api: ApiClient) {
  return {
    async login({ kind, login, password, captchaToken }: Credentials): Promise<LoginAnswer> {
      // The captcha's token goes only once the ERP asked for one (428); it is single-use.
      const body = captchaToken ? { login, password, captchaToken } : { login, password }
      if (kind === 'client') {
        const data = unwrap(await settle(api.POST('/web/public/client/login', { body })))
        return { token: data.token, mfa: false, user: userOf(data.user) }
      }
      const data = unwrap(await settle(api.POST('/web/public/user/login', { body })))
      return {
        token: data.token,
        mfa: data.mfa,
        user: userOf(data.user),
        ...mfaHint(data),
      }
    },

    async verifyMfa({ challenge, code }: { challenge: MfaChallenge; code: string }): Promise<LoginAnswer> {
      const data = unwrap(
        await settle(
          api.POST('/web/public/user/login/mfa', {
            body: { code },
            headers: bearer(challenge.token),
          }),
        ),
      )
      return { token: data.token, mfa: data.mfa, user: userOf(data.user) }
    },

    async resendMfa({ challenge }: { challenge: MfaChallenge }): Promise<unknown> {
      return unwrap(
        await settle(
          api.POST('/web/public/user/login/mfa/resend', {
            headers: bearer(challenge.token),
          }),
        ),
      )
    },

    async refreshToken({ kind }: { kind: AccountKind }): Promise<{ token: string }> {
      const path = kind === 'client' ? '/web/private/client/token/refresh' : '/web/private/back-office/token/refresh'
      return unwrap(await settle(api.GET(path)))
    },

    async loadUser({ kind, id, token }: { kind: AccountKind; id: string; token: string }): Promise<Partial<AuthUser>> {
      const headers = bearer(token)
      if (kind === 'client') return userOf(unwrap(await settle(api.GET('/web/private/client/client', { headers }))))
      const path = { id: Number(id) }
      return userOf(unwrap(await settle(api.GET('/web/private/back-office/user/{id}', { params: { path }, headers }))))
    },

    async revokeSession({ kind, token }: { kind: AccountKind; token: string }): Promise<unknown> {
      const path = kind === 'client' ? '/web/private/client/logout' : '/web/private/user/logout'
      return unwrap(await settle(api.POST(path, { headers: bearer(token) })))
    },
  }
}

/** Where the mfa code went, when the answer says (masked destination, never the code). */
function mfaHint(data: { mfaChannel?: string; mfaDestination?: string }): Pick<LoginAnswer, 'mfaChannel' | 'mfaDestination'> {
  return {
    ...(data.mfaChannel ? { mfaChannel: data.mfaChannel } : {}),
    ...(data.mfaDestination ? { mfaDestination: data.mfaDestination } : {}),
  }
}
