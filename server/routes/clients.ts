import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { checkClient, getClient, recoverPassword, resetPassword, sendEmailCode, sendSmsCode, signUpClient } from '../../api'
import { findClientById, takenFields } from '../accounts/clients'
import { consentOrigin } from '../accounts/consents'
import { checkDestination, codeAddressCounters, sendCode, type CodeRequest, type Refused } from '../accounts/codes'
import { formHook, refuseForm, Rule, violation } from '../accounts/forms'
import { isEmail, normalizeCurp, normalizeEmail, normalizePhone } from '../accounts/normalize'
import { toClientProfile } from '../accounts/profile'
import { loadClientProfile } from '../applications/standing'
import { requestRecovery, resetPassword as reset } from '../accounts/recovery'
import { signUp } from '../accounts/sign-up'
import { refuseScreening, screen, signedInClientId } from '../auth/abuse'
import { lookupBudget } from '../auth/address-limit'
import { clientAddress } from '../auth/client-address'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import type { Services } from '../services'

/** A refused code request: 429, with the rule as a violation on the field when it has one. */
function refuseCode(c: Context, refused: Refused, path: string) {
  if (refused.rule === 'too_many_requests') {
    return refuse(c, 429, 'Too many codes requested from this address or account. Try again later.', {
      code: 'too_many_requests',
      retryAfterSeconds: refused.retryAfterSeconds,
    })
  }
  const message =
    refused.rule === Rule.alreadySent
      ? 'A code was sent a moment ago, or three this hour.'
      : 'No more codes today for this destination.'
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
      const body = c.req.valid('json')
      const origin = consentOrigin(c, services.trustProxy)
      const result = await signUp(services, body, { address: origin.ip, captchaToken: body.captchaToken, origin })
      if ('screening' in result)
        return refuseScreening(c, result.screening, 'Too many sign-ups from this address. Try again later.')
      if (!result.ok) return refuseForm(c, result.violations)
      return c.json({ data: toClientProfile(result.client) }, 201)
    },
    formHook,
  )

  app.openapi(checkClient, async (c) => {
    // Both answers tell something about the clients: every value looked up spends the budget.
    const budget = lookupBudget(services, c, 'lookup_client_check', await signedInClientId(services, c))
    const allowed = await budget.check()
    if (!allowed.allowed) {
      return refuse(c, 429, 'Too many lookups. Try again later.', {
        code: 'too_many_requests',
        retryAfterSeconds: allowed.retryAfterSeconds,
      })
    }
    const { key, value } = c.req.valid('param')
    await budget.spend(`${key}:${value}`)
    const lookup =
      key === 'email'
        ? { email: normalizeEmail(value) }
        : key === 'curp'
          ? { curp: normalizeCurp(value) }
          : { mobile_phone: normalizePhone(value) ?? '' }
    const taken = await takenFields(services.db, lookup)
    return c.json({ data: { exists: taken.size > 0 } }, 200)
  })

  /**
   * A code to a destination a public form names: its limits first (no captcha lifts them), then
   * the caller's. A signed-in client (the profile's e-mail change) is limited per client; a guest
   * past the address's threshold needs a captcha, and a flood is refused.
   */
  async function sendPublicCode(c: Context, request: CodeRequest, path: string, captchaToken: string | undefined) {
    const address = clientAddress(c, services.trustProxy)
    const full = await checkDestination(services, request)
    if (full) return refuseCode(c, full, path)
    const clientId = await signedInClientId(services, c)
    if (clientId === undefined) {
      const counters = codeAddressCounters(services, address)
      const screening = await screen(services, {
        refuseWhen: [counters.flood],
        captchaWhen: [counters.captcha],
        captchaToken,
        action: 'code',
        address,
      })
      if (!screening.ok) return refuseScreening(c, screening, 'Too many codes requested from this address. Try again later.')
    }
    const sent = await sendCode(services, request, address, clientId === undefined ? { address: 'screened' } : { clientId })
    if (!sent.ok) return refuseCode(c, sent, path)
    return c.json({ data: { sent: true as const, retryAfterSeconds: sent.retryAfterSeconds } }, 200)
  }

  app.openapi(
    sendSmsCode,
    async (c) => {
      const path = 'mobilePhone.number'
      const { mobilePhone, captchaToken } = c.req.valid('json')
      const phone = normalizePhone(mobilePhone.number)
      if (!phone) return refuseForm(c, [violation(path, Rule.invalidPhone)])
      return sendPublicCode(c, { channel: 'sms', destination: phone, purpose: 'phone_verification' }, path, captchaToken)
    },
    formHook,
  )

  app.openapi(
    sendEmailCode,
    async (c) => {
      const body = c.req.valid('json')
      const email = normalizeEmail(body.email)
      if (!isEmail(email)) return refuseForm(c, [violation('email', email === '' ? Rule.required : Rule.invalidMail)])
      return sendPublicCode(
        c,
        { channel: 'email', destination: email, purpose: 'email_verification' },
        'email',
        body.captchaToken,
      )
    },
    formHook,
  )

  app.openapi(
    recoverPassword,
    async (c) => {
      const { login, captchaToken } = c.req.valid('json')
      const result = await requestRecovery(services, login, clientAddress(c, services.trustProxy), captchaToken)
      if ('violations' in result) return refuseForm(c, result.violations)
      if ('screening' in result)
        return refuseScreening(c, result.screening, 'Too many recovery requests from this address. Try again later.')
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
