import type { OpenAPIHono } from '@hono/zod-openapi'
import { createAffiliateLead, getAffiliateLead } from '../../api'
import { formHook, refuseForm } from '../accounts/forms'
import { checkLeadData, createLead, findLead, leadView } from '../affiliates/leads'
import { addressBudget } from '../auth/address-limit'
import type { Limit } from '../auth/rate-limit'
import { refuse } from '../auth/refuse'
import { adminIdOf } from '../auth/session'
import type { Services } from '../services'

/**
 * Unknown lead ids per address: a visitor lands with one id and reads it once; twenty misses in
 * ten minutes is someone guessing ids, answered 429 on every lead until the window frees.
 */
export const LEAD_MISS_LIMIT: Limit = { max: 20, windowMs: 10 * 60_000 }

/** Affiliate leads: the public read and their registration by admins (api/routes/affiliates.ts). */
export function mountAffiliates(app: OpenAPIHono, services: Services): void {
  app.openapi(getAffiliateLead, async (c) => {
    const misses = addressBudget(services, c, 'affiliate_lead_miss', LEAD_MISS_LIMIT)
    const budget = await misses.check()
    if (!budget.allowed) {
      return refuse(c, 429, 'Too many unknown leads asked from this address. Try again later.', {
        code: 'too_many_requests',
        retryAfterSeconds: budget.retryAfterSeconds,
      })
    }
    const lead = await findLead(services.db, c.req.valid('param').id)
    if (!lead) {
      await misses.spend()
      return refuse(c, 404, 'No such lead.', { code: 'not_found' })
    }
    return c.json({ data: leadView(lead) }, 200)
  })

  app.openapi(
    createAffiliateLead,
    async (c) => {
      const checked = checkLeadData(c.req.valid('json'))
      if (!checked.ok) return refuseForm(c, checked.violations)
      const lead = await createLead(services.db, checked.value, adminIdOf(c), services.now())
      return c.json({ data: leadView(lead) }, 201)
    },
    formHook,
  )
}
