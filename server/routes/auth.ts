import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  getBackOfficeUser,
  loginClient,
  loginUser,
  loginUserMfa,
  logoutClient,
  logoutUser,
  refreshClientToken,
  refreshUserToken,
} from '../../api'
import { findClientById } from '../accounts/clients'
import { consumeCode, deliverCode } from '../accounts/codes'
import { formHook } from '../accounts/forms'
import { checkClientLogin, checkUserLogin, type LoginCheck } from '../accounts/login'
import { loadClientProfile } from '../applications/standing'
import { clientSubject, endSession, issueToken, userSubject } from '../accounts/sessions'
import { findUserById, toAdminUser } from '../accounts/users'
import { clientAddress } from '../auth/client-address'
import { authenticate, bearerToken, USER_BLOCKED } from '../auth/guard'
import { refuse } from '../auth/refuse'
import { revoke } from '../auth/revocation'
import { sessionOf } from '../auth/session'
import type { Services } from '../services'

/** The refusal of a failed credential check: 429 while limited, else 401. */
function refuseLogin(c: Context, result: Exclude<LoginCheck<unknown>, { ok: true }>, message: string) {
  return result.reason === 'limited'
    ? refuse(c, 429, 'Too many failed attempts. Try again later.', { code: 'too_many_attempts', retryAfterSeconds: result.retryAfterSeconds })
    : refuse(c, 401, message, { code: 'invalid_credentials' })
}

/** Login, mfa, refresh and logout for clients and back-office users; a back-office user read. */
export function mountAuth(app: OpenAPIHono, services: Services): void {
  app.openapi(
    loginClient,
    async (c) => {
      const { login, password } = c.req.valid('json')
      const result = await checkClientLogin(services, login, password, clientAddress(c, services.trustProxy))
      if (!result.ok) return refuseLogin(c, result, 'Wrong e-mail, phone or password.')
      const client = result.account
      // Only after the right password: a wrong one must not learn that the account is blocked.
      if (client.status === 2) return refuse(c, 403, USER_BLOCKED, { code: 'user_blocked' })
      const { token } = await issueToken(services, c, clientSubject(client))
      return c.json({ data: { token, user: await loadClientProfile(services.db, client) } }, 200)
    },
    formHook,
  )

  app.openapi(
    loginUser,
    async (c) => {
      const { login, password } = c.req.valid('json')
      const result = await checkUserLogin(services, login, password, clientAddress(c, services.trustProxy))
      if (!result.ok) return refuseLogin(c, result, 'Wrong e-mail or password.')
      const user = result.account
      const mfa = user.mfa_enabled === 1
      if (mfa) await deliverCode(services.db, { channel: 'email', destination: user.email, purpose: 'admin_mfa' }, services.now())
      const { token } = await issueToken(services, c, userSubject(user), { mfa })
      return c.json({ data: { token, mfa, user: toAdminUser(user) } }, 200)
    },
    formHook,
  )

  app.openapi(
    loginUserMfa,
    async (c) => {
      const result = await authenticate(services, bearerToken(c))
      if (!result.ok) return refuse(c, 401, result.message, { code: result.code })
      const { claims } = result
      if (!claims.mfa || claims.account_type !== 'user') {
        return refuse(c, 401, 'This call takes the mfa token of a back-office login.', { code: 'invalid_token' })
      }
      const user = await findUserById(services.db, Number(claims.sub))
      if (!user) return refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' })
      const check = await consumeCode(services, user.email, 'admin_mfa', c.req.valid('json').code)
      if (check !== 'ok') return refuse(c, 401, 'The code is wrong, expired or used up.', { code: 'invalid_code' })
      // The mfa token has done its job; it must not buy a second full token.
      const now = services.now()
      await revoke(services.db, [claims.jti], new Date(claims.exp * 1000), now)
      const { token } = await issueToken(services, c, userSubject(user))
      return c.json({ data: { token, mfa: false, user: toAdminUser(user) } }, 200)
    },
    formHook,
  )

  app.openapi(refreshClientToken, async (c) => {
    const { id, claims } = sessionOf(c)
    const client = await findClientById(services.db, id)
    if (!client) return refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' })
    // Same session: a logout later revokes this token with the ones before it.
    const { token } = await issueToken(services, c, clientSubject(client), { sid: claims.sid })
    return c.json({ data: { token } }, 200)
  })

  app.openapi(logoutClient, async (c) => {
    await endSession(services, sessionOf(c).claims)
    return c.json({ data: { loggedOut: true as const } }, 200)
  })

  app.openapi(refreshUserToken, async (c) => {
    const { id, claims } = sessionOf(c)
    const user = await findUserById(services.db, id)
    if (!user) return refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' })
    const { token } = await issueToken(services, c, userSubject(user), { sid: claims.sid })
    return c.json({ data: { token } }, 200)
  })

  app.openapi(logoutUser, async (c) => {
    await endSession(services, sessionOf(c).claims)
    return c.json({ data: { loggedOut: true as const } }, 200)
  })

  app.openapi(getBackOfficeUser, async (c) => {
    const user = await findUserById(services.db, c.req.valid('param').id)
    if (!user) return refuse(c, 404, 'No such user.', { code: 'not_found' })
    return c.json({ data: toAdminUser(user) }, 200)
  })
}
