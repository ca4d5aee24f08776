import type { OpenAPIHono } from '@hono/zod-openapi'
import { chooseCashProvider, expireCashPayout, getCashPayoutChoice, markCashPayoutCollected, reissueCashPayout } from '../../api'
import { formHook, formPath } from '../accounts/forms'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import * as cash from '../loans/cash-payout'
import type { Services } from '../services'

const REFUSALS = {
  not_found: 'Not found.',
  application_not_cash: 'Only an application accepted with its money collected in cash takes a cash payout network.',
  provider_not_offered: 'This cash payout network is not offered.',
} as const

const REISSUE_REFUSALS = {
  not_found: 'This loan is not collected in cash.',
  loan_not_active: 'The loan is closed.',
  payout_settled: 'The cash payout is collected already.',
  cash_payout_not_expired: 'The payout reference can still be collected.',
} as const

/** The loan collected in cash: the networks, the choice, a new reference, and QA's steering (docs/API.md "Cash payout"). */
export function mountCashPayout(app: OpenAPIHono, services: Services): void {
  const { db } = services

  app.openapi(getCashPayoutChoice, async (c) => {
    const result = await cash.cashPayoutChoice(db, services.cashProviders, clientIdOf(c), c.req.valid('param').id)
    if (!result.ok) return refuse(c, result.status, REFUSALS[result.code], { code: result.code })
    return c.json({ data: result.value }, 200)
  })

  app.openapi(
    chooseCashProvider,
    async (c) => {
      const result = await cash.chooseCashProvider(
        db,
        services.cashProviders,
        clientIdOf(c),
        c.req.valid('param').id,
        c.req.valid('json').provider,
        services.now(),
      )
      if (result.ok) return c.json({ data: result.value }, 200)
      const message = REFUSALS[result.code]
      if (result.status === 400)
        return refuse(c, 400, message, {
          code: 'validation_failed',
          violations: [{ propertyPath: formPath('provider'), status: result.code, message }],
        })
      return refuse(c, result.status, message, { code: result.code })
    },
    formHook,
  )

  app.openapi(reissueCashPayout, async (c) => {
    const result = await cash.reissueCashPayout(db, clientIdOf(c), c.req.valid('param').loanId, services.now())
    if (result.ok) return c.json({ data: result.payout }, 200)
    return refuse(c, result.status, REISSUE_REFUSALS[result.code], { code: result.code })
  })

  app.openapi(markCashPayoutCollected, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const result = await cash.markCollected(db, c.req.valid('param').loanId, services.now())
    if (result.ok) return c.json({ data: result.payout }, 200)
    if (result.status === 404) return refuse(c, 404, 'This loan is not paid out in cash.', { code: result.code })
    const message =
      result.code === 'payout_settled' ? 'The cash payout is collected already.' : 'The payout reference has expired.'
    return refuse(c, 409, message, { code: result.code })
  })

  app.openapi(expireCashPayout, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const result = await cash.expireCashPayout(db, c.req.valid('param').loanId, services.now())
    if (result.ok) return c.json({ data: result.payout }, 200)
    if (result.status === 404) return refuse(c, 404, 'This loan is not paid out in cash.', { code: result.code })
    return refuse(c, 409, 'The cash payout is collected already.', { code: result.code })
  })
}
