import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { createReferral, listReferrals, updateReferral, type Violation } from '../../api'
import { lookupBudget } from '../auth/address-limit'
import { formHook, refuseForm } from '../accounts/forms'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import * as referrals from '../referrals/referrals'
import type { Services } from '../services'

/**
 * Whether an invitee's phone or e-mail is already a client is told by every answer that checked
 * it (`already_client`, or the referral made): such answers spend the lookup budget of the client
 * and its address, and a spent budget answers 429 before any check, so clients cannot be
 * enumerated through referrals.
 */
function referralLookups(services: Services, c: Context) {
  const budget = lookupBudget(services, c, 'lookup_referral', clientIdOf(c))
  return {
    check: () => budget.check(),
    async spendIf(
      input: { phone?: string | null | undefined; email?: string | null | undefined },
      result: { ok: boolean; violations?: Violation[] },
    ) {
      const named = [input.phone?.trim(), input.email?.trim()].filter(Boolean).join('|')
      const told = result.ok || (result.violations?.some((violation) => violation.status === 'already_client') ?? false)
      if (named && told) await budget.spend(named)
    },
  }
}

const tooManyLookups = (c: Context, retryAfterSeconds: number) =>
  refuse(c, 429, 'Too many referrals checked. Try again later.', { code: 'too_many_requests', retryAfterSeconds })

/** Referrals: a client's own only; another client's id answers 404. */
export function mountReferrals(app: OpenAPIHono, services: Services): void {
  app.openapi(listReferrals, async (c) => {
    return c.json({ data: await referrals.listReferrals(services.db, clientIdOf(c)) }, 200)
  })

  app.openapi(
    createReferral,
    async (c) => {
      const lookups = referralLookups(services, c)
      const allowed = await lookups.check()
      if (!allowed.allowed) return tooManyLookups(c, allowed.retryAfterSeconds)
      const input = c.req.valid('json')
      const result = await referrals.createReferral(services.db, clientIdOf(c), input, services.now())
      await lookups.spendIf(input, result)
      if (result.ok) {
        await referrals.sendInvitation(services, clientIdOf(c), result.referral)
        return c.json({ data: result.referral }, 201)
      }
      if ('violations' in result) return refuseForm(c, result.violations)
      return refuse(c, 404, 'Not found.', { code: 'not_found' })
    },
    formHook,
  )

  app.openapi(
    updateReferral,
    async (c) => {
      const { id } = c.req.valid('param')
      if (!/^[1-9][0-9]{0,11}$/.test(id)) return refuse(c, 404, 'Not found.', { code: 'not_found' })
      const lookups = referralLookups(services, c)
      const allowed = await lookups.check()
      if (!allowed.allowed) return tooManyLookups(c, allowed.retryAfterSeconds)
      const input = c.req.valid('json')
      const result = await referrals.updateReferral(services.db, clientIdOf(c), Number(id), input)
      await lookups.spendIf(input, result)
      // A corrected contact gets the invitation the wrong one was sent.
      if (result.ok && result.changedContact) await referrals.sendInvitation(services, clientIdOf(c), result.referral)
      if (result.ok) return c.json({ data: result.referral }, 200)
      if ('violations' in result) return refuseForm(c, result.violations)
      if (result.reason === 'not_pending')
        return refuse(c, 409, 'The referral is no longer pending.', { code: 'referral_not_pending' })
      return refuse(c, 404, 'Not found.', { code: 'not_found' })
    },
    formHook,
  )
}
