import type { OpenAPIHono } from '@hono/zod-openapi'
import { createReferral, listReferrals, updateReferral } from '../../api'
import { formHook, refuseForm } from '../accounts/forms'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import * as referrals from '../referrals/referrals'
import type { Services } from '../services'

/** Referrals: a client's own only; another client's id answers 404. */
export function mountReferrals(app: OpenAPIHono, services: Services): void {
  app.openapi(listReferrals, async (c) => {
    return c.json({ data: await referrals.listReferrals(services.db, clientIdOf(c)) }, 200)
  })

  app.openapi(
    createReferral,
    async (c) => {
      const result = await referrals.createReferral(services.db, clientIdOf(c), c.req.valid('json'), services.now())
      if (result.ok) return c.json({ data: result.referral }, 201)
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
      const result = await referrals.updateReferral(services.db, clientIdOf(c), Number(id), c.req.valid('json'))
      if (result.ok) return c.json({ data: result.referral }, 200)
      if ('violations' in result) return refuseForm(c, result.violations)
      if (result.reason === 'not_pending') return refuse(c, 409, 'The referral is no longer pending.', { code: 'referral_not_pending' })
      return refuse(c, 404, 'Not found.', { code: 'not_found' })
    },
    formHook,
  )
}
