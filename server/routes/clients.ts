import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { checkClient, getClient, recoverPassword, resetPassword, sendEmailCode, sendSmsCode, signUpClient } from '../../api'
import { findClientById, takenFields } from '../accounts/clients'
import { sendCode, type Refused } from '../accounts/codes'
import { formHook, refuseForm, Rule, violation } from '../accounts/forms'
import { isEmail, normalizeCurp, normalizeEmail, normalizePhone } from '../accounts/normalize'
import { toClientProfile } from '../accounts/profile'
import { loadClientProfile } from '../applications/standing'
import { requestRecovery, resetPassword as reset } from '../accounts/recovery'
import { signUp } from '../accounts/sign-up'
import { clientAddress } from '../auth/client-address'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import type { Services } from '../services'

/** A refused code request: 429, with the rule as a violation on the field when it has one. */
function refuseCode(c: Context, refused: Refused, path: string) {
  if (refused.rule === 'too_many_requests') {
    return refuse(c, 429, 'Too many codes requested from this address. Try again later.', {
      code: 'too_many_requests',
      retryAfterSeconds: refused.retryAfterSeconds,
    })
  }
  const message = refused.rule === Rule.alreadySent ? 'A code was sent a moment ago.' : 'No more codes today for this destination.'
  return refuse(c, 429, message, {
    code: refused.rule,
    violations: [violation(path, refused.rule)],
    retryAfterSeconds: refused.retryAfterSeconds,
  })
}

/** Sign-up, the identifier check, codes, password recovery and the client's own profile. */
export function mountClients(app: OpenAPIHono, services: Services): void {
  app.openapi(
    signUpClient,
    async (c) => {
      const result = await signUp(services, c.req.valid('json'))
      if (!result.ok) return refuseForm(c, result.violations)
      return c.json({ data: toClientProfile(result.client) }, 201)
    },
    formHook,
  )

  app.openapi(checkClient, async (c) => {
    const { key, value } = c.req.valid('param')
    const lookup =
      key === 'email' ? { email: normalizeEmail(value) } : key === 'curp' ? { curp: normalizeCurp(value) } : { mobile_phone: normalizePhone(value) ?? '' }
    const taken = await takenFields(services.db, lookup)
    return c.json({ data: { exists: taken.size > 0 } }, 200)
  })

  app.openapi(
    sendSmsCode,
    async (c) => {
      const path = 'mobilePhone.number'
      const phone = normalizePhone(c.req.valid('json').mobilePhone.number)
      if (!phone) return refuseForm(c, [violation(path, Rule.invalidPhone)])
      const sent = await sendCode(services, { channel: 'sms', destination: phone, purpose: 'phone_verification' }, clientAddress(c, services.trustProxy))
      if (!sent.ok) return refuseCode(c, sent, path)
      return c.json({ data: { sent: true as const, retryAfterSeconds: sent.retryAfterSeconds } }, 200)
    },
    formHook,
  )

  app.openapi(
    sendEmailCode,
    async (c) => {
      const email = normalizeEmail(c.req.valid('json').email)
      if (!isEmail(email)) return refuseForm(c, [violation('email', email === '' ? Rule.required : Rule.invalidMail)])
      const sent = await sendCode(services, { channel: 'email', destination: email, purpose: 'email_verification' }, clientAddress(c, services.trustProxy))
      if (!sent.ok) return refuseCode(c, sent, 'email')
      return c.json({ data: { sent: true as const, retryAfterSeconds: sent.retryAfterSeconds } }, 200)
    },
    formHook,
  )

  app.openapi(
    recoverPassword,
    async (c) => {
      const result = await requestRecovery(services, c.req.valid('json').login, clientAddress(c, services.trustProxy))
      if ('violations' in result) return refuseForm(c, result.violations)
      if ('retryAfterSeconds' in result) {
        return refuse(c, 429, 'Too many recovery requests. Try again later.', {
          code: 'too_many_requests',
          retryAfterSeconds: result.retryAfterSeconds,
        })
      }
      return c.json({ data: { accepted: true as const } }, 200)
    },
    formHook,
  )

  app.openapi(
    resetPassword,
    async (c) => {
      const { token, password } = c.req.valid('json')
      const result = await reset(services, token, password)
      if (!result.ok) return refuseForm(c, result.violations)
      return c.json({ data: { reset: true as const } }, 200)
    },
    formHook,
  )

  app.openapi(getClient, async (c) => {
    // The guard found this client a moment ago; it can only be gone if deleted in between.
    const client = await findClientById(services.db, clientIdOf(c))
    if (!client) return refuse(c, 401, 'The account no longer exists.', { code: 'invalid_token' })
    return c.json({ data: await loadClientProfile(services.db, client) }, 200)
  })
}
