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
  resendUserMfaCode,
} from '../../api'
import { findClientById } from '../accounts/clients'
import type { Refused } from '../accounts/codes'
import { formHook, refuseForm, Rule, violation } from '../accounts/forms'
import { checkClientLogin, checkUserLogin, type LoginCheck } from '../accounts/login'
import { checkMfaCode, describeTarget, mfaTarget, resendMfa, startMfa } from '../accounts/mfa'
import { loadClientProfile } from '../applications/standing'
import { clientSubject, endSession, issueToken, userSubject } from '../accounts/sessions'
import { findUserById, toAdminUser } from '../accounts/users'
import { refuseScreening } from '../auth/abuse'
import { clientAddress } from '../auth/client-address'
import { authenticate, bearerToken, USER_BLOCKED } from '../auth/guard'
import { refuse } from '../auth/refuse'
import { revoke } from '../auth/revocation'
import { sessionOf } from '../auth/session'
import type { Claims } from '../auth/tokens'
import type { UserRow } from '../db'
import type { Services } from '../services'

/**
 * The refusal of a failed credential check: 428 when a captcha is needed or did not pass
 * (`captcha_required`, `captcha_invalid`; the password was not looked at), 429 for a flood from
 * the address, else 401 `invalid_credentials`.
 */
function refuseLogin(c: Context, result: Exclude<LoginCheck<unknown>, { ok: true }>, message: string) {
  return result.reason === 'screened'
    ? refuseScreening(c, result.screening, 'Too many failed logins from this address. Try again later.')
    : refuse(c, 401, message, { code: 'invalid_credentials' })
}

/** A refused mfa resend: 429 like every code send, the rule at form level, Retry-After set. */
function refuseResend(c: Context, refused: Refused) {
  if (refused.rule === 'too_many_requests') {
    return refuse(c, 429, 'Too many codes requested from this address. Try again later.', {
      code: 'too_many_requests',
      retryAfterSeconds: refused.retryAfterSeconds,
    })
  }
  const message =
    refused.rule === Rule.alreadySent ? 'A code was sent a moment ago.' : 'No more codes today for this destination.'
  return refuse(c, 429, message, {
    code: refused.rule,
    violations: [violation('', refused.rule)],
    retryAfterSeconds: refused.retryAfterSeconds,
  })
}

type PendingMfa = { ok: true; user: UserRow; claims: Claims } | { ok: false; response: ReturnType<typeof refuse<401>> }

/**
 * The caller of the mfa steps: an unexpired, unrevoked mfa token of a back-office user who still
 * exists. Anything else is 401, the only answer after which the front end starts over.
 */
async function pendingMfa(services: Services, c: Context): Promise<PendingMfa> {
  const result = await authenticate(services, bearerToken(c))
  if (!result.ok) return { ok: false, response: refuse(c, 401, result.message, { code: result.code }) }
  const { claims } = result
  if (!claims.mfa || claims.account_type !== 'user') {
    return {
      ok: false,
      response: refuse(c, 401, 'This call takes the mfa token of a back-office login.', { code: 'invalid_token' }),
    }
  }
  const user = await findUserById(services.db, Number(claims.sub))
  if (!user) return { ok: false, response: refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' }) }
  return { ok: true, user, claims }
}

/** Login, mfa, refresh and logout for clients and back-office users; a back-office user read. */
export function mountAuth(app: OpenAPIHono, services: Services): void {
  app.openapi(
    loginClient,
    async (c) => {
      const { login, password, captchaToken } = c.req.valid('json')
      const result = await checkClientLogin(services, login, password, {
        address: clientAddress(c, services.trustProxy),
        captchaToken,
      })
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
      const { login, password, captchaToken } = c.req.valid('json')
      const result = await checkUserLogin(services, login, password, {
        address: clientAddress(c, services.trustProxy),
        captchaToken,
      })
      if (!result.ok) return refuseLogin(c, result, 'Wrong e-mail or password.')
      const user = result.account
      if (user.mfa_enabled !== 1) {
        const { token } = await issueToken(services, c, userSubject(user))
        return c.json({ data: { token, mfa: false, user: toAdminUser(user) } }, 200)
      }
      const target = await startMfa(services, user)
      const { token } = await issueToken(services, c, userSubject(user), { mfa: true })
      return c.json({ data: { token, mfa: true, user: toAdminUser(user), ...describeTarget(target) } }, 200)
    },
    formHook,
  )

  app.openapi(
    loginUserMfa,
    async (c) => {
      const pending = await pendingMfa(services, c)
      if (!pending.ok) return pending.response
      const { user, claims } = pending
      // A refused code is a 400 on the field, not a 401: the admin stays on the code step.
      const check = await checkMfaCode(services, user, c.req.valid('json').code)
      if (!check.ok) return refuseForm(c, check.violations)
      // The mfa token has done its job; it must not buy a second full token.
      const now = services.now()
      await revoke(services.db, [claims.jti], new Date(claims.exp * 1000), now)
      const { token } = await issueToken(services, c, userSubject(user))
      return c.json({ data: { token, mfa: false, user: toAdminUser(user) } }, 200)
    },
    formHook,
  )

  app.openapi(resendUserMfaCode, async (c) => {
    const pending = await pendingMfa(services, c)
    if (!pending.ok) return pending.response
    const sent = await resendMfa(services, pending.user, clientAddress(c, services.trustProxy))
    if (!sent.ok) return refuseResend(c, sent)
    const target = mfaTarget(pending.user)
    return c.json({ data: { sent: true as const, ...describeTarget(target), retryAfterSeconds: sent.retryAfterSeconds } }, 200)
  })

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
