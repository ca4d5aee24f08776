import type { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import {
  approveSpecialOffer,
  approveYhatDecrease,
  approveYhatIncrease,
  cancelApplication,
  createApplication,
  getActualApplication,
  getActualApplicationStatus,
  getApplicationOffer,
  getBackOfficeClientOffer,
  getClientOffer,
  sendAgreementCode,
  signApplicationAgreement,
  steerApplicationDecision,
  updateApplication,
} from '../../api'
import { toWireDate } from '../../src/domain/dates'
import { computeOffer, toPesos } from '../../src/domain/pricing'
import { findClientById } from '../accounts/clients'
import { formHook, violation } from '../accounts/forms'
import { lookupBudget } from '../auth/address-limit'
import { clientAddress } from '../auth/client-address'
import { signatureOriginOf } from '../loans/signature-events'
import { refuse } from '../auth/refuse'
import { adminIdOf, clientIdOf } from '../auth/session'
import { checkOfferRequest, type OfferRequestParams } from '../pricing/offer-request'
import { mexicoToday } from '../pricing/today'
import type { Services } from '../services'
import * as lifecycle from '../applications/lifecycle'
import { priceApplication } from '../applications/pricing'
import {
  hasActiveLoan,
  latestApplicationOf,
  ownApplication,
  sequenceTypeOf,
  sequenceTypeOfRow,
  STATUS,
  toApplication,
} from '../applications/store'

const OFFER_STATUSES: readonly number[] = [STATUS.specialOffer, STATUS.yhatDecrease, STATUS.yhatIncrease]

type Refusal = Extract<lifecycle.Result<unknown>, { ok: false }>

function refuseWith(c: Context, result: Refusal) {
  return refuse(c, result.status, result.message, {
    code: result.code,
    ...(result.violations ? { violations: result.violations } : {}),
    ...(result.step ? { step: result.step } : {}),
  })
}

/** Applications, offers, agreement, the private and back-office arithmetic, and QA steering (docs/API.md "Decisions"). */
export function mountApplications(app: OpenAPIHono, services: Services): void {
  app.openapi(
    createApplication,
    async (c) => {
      const key = c.req.valid('header')['idempotency-key']?.trim() || null
      const result = await lifecycle.createApplication(services, clientIdOf(c), c.req.valid('json'), key)
      if (!result.ok) return refuseWith(c, result)
      return c.json({ data: toApplication(result.value) }, result.created === false ? 200 : 201)
    },
    formHook,
  )

  app.openapi(
    updateApplication,
    async (c) => {
      const result = await lifecycle.updateAmount(
        services,
        clientIdOf(c),
        c.req.valid('param').id,
        c.req.valid('json').amount.amount,
      )
      if (!result.ok) return refuseWith(c, result)
      return c.json({ data: toApplication(result.value) }, 200)
    },
    formHook,
  )

  app.openapi(cancelApplication, async (c) => {
    const result = await lifecycle.cancelApplication(services, clientIdOf(c), c.req.valid('param').id)
    if (!result.ok) return refuseWith(c, result)
    return c.json({ data: toApplication(result.value) }, 200)
  })

  app.openapi(getActualApplication, async (c) => {
    const row = await latestApplicationOf(services.db, clientIdOf(c))
    return c.json({ data: row ? toApplication(row) : null }, 200)
  })

  app.openapi(getActualApplicationStatus, async (c) => {
    const row = await latestApplicationOf(services.db, clientIdOf(c))
    return c.json({ data: row ? { id: row.id, status: row.status } : null }, 200)
  })

  app.openapi(getApplicationOffer, async (c) => {
    const row = await ownApplication(services.db, clientIdOf(c), c.req.valid('param').id)
    if (!row) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    // Under an increase, decrease or special offer the actual offer is the offered amount (what the stage screens show).
    const principal =
      OFFER_STATUSES.includes(row.status) && row.offered_amount !== null ? row.offered_amount : row.principal_amount
    const sequenceType = sequenceTypeOfRow(row)
    const today = mexicoToday(services.now())
    const offer = priceApplication(toPesos(principal), sequenceType, today, row.repayment_date, row.promo_code)
    if (!offer) return refuse(c, 409, 'The repayment date has passed; apply again.', { code: 'repayment_date_passed' })
    return c.json({ data: { ...offer, sequenceType, startDate: toWireDate(today) } }, 200)
  })

  app.openapi(
    signApplicationAgreement,
    async (c) => {
      const origin = signatureOriginOf(c, services.trustProxy)
      const result = await lifecycle.signAgreement(
        services,
        clientIdOf(c),
        c.req.valid('param').id,
        c.req.valid('json').code,
        origin,
      )
      if (!result.ok) return refuseWith(c, result)
      return c.json({ data: result.value }, 200)
    },
    formHook,
  )

  app.openapi(sendAgreementCode, async (c) => {
    const address = clientAddress(c, services.trustProxy)
    const result = await lifecycle.sendAgreementCode(services, clientIdOf(c), c.req.valid('param').id, address)
    if (result.ok) return c.json({ data: result.value }, 200)
    if ('status' in result) return refuseWith(c, result)
    // A code limit, as the other code calls answer it: 429 with the rule on the field.
    if (result.rule === 'too_many_requests') {
      return refuse(c, 429, 'Too many codes requested from this address. Try again later.', {
        code: 'too_many_requests',
        retryAfterSeconds: result.retryAfterSeconds,
      })
    }
    return refuse(c, 429, 'A code was sent a moment ago, or no more codes today.', {
      code: result.rule,
      violations: [violation('code', result.rule)],
      retryAfterSeconds: result.retryAfterSeconds,
    })
  })

  const approvals = [
    [approveSpecialOffer, 'special'],
    [approveYhatDecrease, 'decrease'],
  ] as const
  for (const [route, kind] of approvals) {
    app.openapi(
      route,
      async (c) => {
        const result = await lifecycle.approveOffer(services, clientIdOf(c), kind, c.req.valid('json').amount.amount)
        if (!result.ok) return refuseWith(c, result)
        return c.json({ data: toApplication(result.value) }, 200)
      },
      formHook,
    )
  }

  app.openapi(
    approveYhatIncrease,
    async (c) => {
      // The term is part of the contract and must be the offer's: the due date stays the application's chosen one.
      const { amount, term } = c.req.valid('json')
      const result = await lifecycle.approveOffer(services, clientIdOf(c), 'increase', amount.amount, term.value)
      if (!result.ok) return refuseWith(c, result)
      return c.json({ data: toApplication(result.value) }, 200)
    },
    formHook,
  )

  app.openapi(getClientOffer, async (c) => {
    const client = await findClientById(services.db, clientIdOf(c))
    if (!client) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const { promoName } = c.req.valid('query')
    // A promo code named here is a lookup: an unknown one spends the client's and the address's budget.
    const budget = promoName === undefined ? undefined : lookupBudget(services, c, 'lookup_promo_miss', client.id)
    const allowed = await budget?.check()
    if (allowed && !allowed.allowed) {
      return refuse(c, 429, 'Too many unknown promo codes tried. Try again later.', {
        code: 'too_many_requests',
        retryAfterSeconds: allowed.retryAfterSeconds,
      })
    }
    const sequenceType = sequenceTypeOf(client, await hasActiveLoan(services.db, client))
    const params = { ...c.req.valid('param'), sequence_type: sequenceType, promoName }
    if (budget) {
      const check = checkOfferRequest(params, mexicoToday(services.now()))
      if (!check.ok && check.violations.some((violation) => violation.propertyPath === 'promoName'))
        await budget.spend(promoName ?? '')
    }
    return answerOffer(c, services, params)
  })

  app.openapi(getBackOfficeClientOffer, async (c) => {
    adminIdOf(c)
    const client = await findClientById(services.db, c.req.valid('param').id)
    if (!client) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const { amount, payCycle, payDates, promoName } = c.req.valid('query')
    const sequenceType = sequenceTypeOf(client, await hasActiveLoan(services.db, client))
    return answerOffer(c, services, { amount, payCycle, payDates, promoName, sequence_type: sequenceType })
  })

  app.openapi(
    steerApplicationDecision,
    async (c) => {
      adminIdOf(c)
      // Steering is a development tool: without dev tools every decision is the engine's.
      if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
      const { outcome, amount } = c.req.valid('json')
      const result = await lifecycle.steerDecision(services, c.req.valid('param').id, outcome, amount)
      if (!result.ok) return refuseWith(c, result)
      return c.json({ data: toApplication(result.value) }, 200)
    },
    formHook,
  )
}

/** The offer arithmetic with the public route's checks (server/pricing/offer-request.ts). */
function answerOffer(c: Context, services: Services, params: OfferRequestParams) {
  const today = mexicoToday(services.now())
  const check = checkOfferRequest(params, today)
  if (!check.ok) return refuse(c, 400, 'The request is not valid.', { code: 'validation_failed', violations: check.violations })
  const offer = computeOffer({
    amount: params.amount,
    payCycle: params.payCycle,
    payDates: params.payDates,
    sequenceType: params.sequence_type,
    today,
    discount: check.discount,
  })
  if (!offer) throw new Error(`no offer for the accepted pay date ${params.payDates}`)
  return c.json({ data: offer }, 200)
}
