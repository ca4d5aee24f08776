import type { OpenAPIHono } from '@hono/zod-openapi'
import {
  checkHelloSoda,
  createVeriffSession,
  listAddressSuggestions,
  MAX_METRICS_BODY,
  postMetrics,
  getBelvoAccessToken,
  getVeriffDecision,
  getVeriffSession,
  skipBelvo,
  steerHelloSoda,
  steerVeriff,
  steerVeriffDecision,
  storeBelvoLink,
} from '../../api'
import { formHook, refuseForm } from '../accounts/forms'
import { takeAddressSlot } from '../auth/address-limit'
import type { Limit } from '../auth/rate-limit'
import * as helloSoda from '../providers/hello-soda'
import { suggestAddresses } from '../addresses/suggestions'
import { refuse } from '../auth/refuse'
import { clientIdOf } from '../auth/session'
import * as belvo from '../providers/belvo'
import * as veriff from '../providers/veriff'
import { stamp } from '../db'
import { findClientById } from '../accounts/clients'
import { journeyRefusalOf } from '../accounts/flow-progress'
import { renderVeriffPage, safeReturn } from '../dev/veriff-page'
import { limitBody } from '../body-limit'
import type { Services } from '../services'

/** The route MAX_METRICS_BODY applies to, instead of the JSON limit of every other route. */
export const METRICS_PATH = '/web/private/client/logger/metrics'

/** HelloSoda checks per client address: a guest is checked once or twice during sign-up. */
const HELLO_SODA_LIMIT: Limit = { max: 30, windowMs: 60 * 60 * 1000 }

/** Simulated Veriff, Belvo and HelloSoda, address suggestions and metrics (api/routes/providers.ts); the client's own data only. */
export function mountProviders(app: OpenAPIHono, services: Services): void {
  // The hosted flow opens only where the journey stands at the identity check (server/accounts/flow-step.ts).
  app.openapi(createVeriffSession, async (c) => {
    const client = await findClientById(services.db, clientIdOf(c))
    if (!client) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const journey = await journeyRefusalOf(services, client, 'identity', services.now())
    if (journey) return refuse(c, 409, journey.message, { code: journey.code, step: journey.step })
    return c.json({ data: await veriff.createSession(services, client.id, services.now()) }, 201)
  })

  app.openapi(getVeriffSession, async (c) => {
    const session = await veriff.latestSession(services, clientIdOf(c), services.now())
    if (!session) return refuse(c, 404, 'No identity session yet.', { code: 'not_found' })
    return c.json({ data: session }, 200)
  })

  app.openapi(getVeriffDecision, async (c) => {
    const session = await veriff.sessionOfClient(services, clientIdOf(c), c.req.valid('param').id, services.now())
    if (!session) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return c.json({ data: session }, 200)
  })

  app.openapi(steerVeriffDecision, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const session = await veriff.decide(services.db, c.req.valid('param').id, c.req.valid('json').status, services.now())
    if (!session) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return c.json({ data: session }, 200)
  })

  // The simulated provider's hosted flow (server/dev/veriff-page.ts): HTML, so not a contract
  // route; under /web/dev, which answers 404 without dev tools (server/app.ts).
  app.get('/web/dev/veriff/:id/hosted', async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const id = c.req.param('id')
    const row = await services.db.selectFrom('identity_sessions').select('decision').where('id', '=', id).executeTakeFirst()
    if (!row) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const page = renderVeriffPage({ sessionId: id, decision: row.decision, returnTo: safeReturn(c.req.query('returnTo')) })
    return c.body(page, 200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' })
  })

  app.post('/web/dev/veriff/:id/hosted', async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const form: Record<string, unknown> = await c.req.parseBody().catch(() => ({}))
    const decision = typeof form.decision === 'string' ? form.decision : ''
    if (!(veriff.DECISIONS as readonly string[]).includes(decision))
      return refuse(c, 400, 'Unknown decision.', { code: 'invalid_choice' })
    const session = await veriff.decide(services.db, c.req.param('id'), decision as veriff.Decision, services.now())
    if (!session) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const back = safeReturn(typeof form.returnTo === 'string' ? form.returnTo : undefined)
    return back ? c.redirect(back, 303) : c.json({ data: session }, 200)
  })

  app.openapi(
    steerVeriff,
    async (c) => {
      if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
      const { email, decision } = c.req.valid('json')
      await veriff.steer(services.db, email, decision, services.now())
      return c.json({ data: { email: email.trim().toLowerCase(), decision } }, 200)
    },
    formHook,
  )

  app.openapi(
    checkHelloSoda,
    async (c) => {
      const checked = helloSoda.checkSubject(c.req.valid('json'))
      if (!checked.ok) return refuseForm(c, checked.violations)
      const slot = await takeAddressSlot(services, c, 'hello_soda', HELLO_SODA_LIMIT)
      if (!slot.allowed) {
        return refuse(c, 429, 'Too many checks from this address. Try again later.', {
          code: 'too_many_requests',
          retryAfterSeconds: slot.retryAfterSeconds,
        })
      }
      return c.json({ data: await helloSoda.runCheck(services.db, checked.subject, services.now()) }, 200)
    },
    formHook,
  )

  app.openapi(
    steerHelloSoda,
    async (c) => {
      if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
      const { score, ...who } = c.req.valid('json')
      const checked = helloSoda.checkSubject(who)
      if (!checked.ok) return refuseForm(c, checked.violations)
      const subjects = await helloSoda.steer(services.db, checked.subject, score, services.now())
      return c.json({ data: { subjects, score } }, 200)
    },
    formHook,
  )

  app.openapi(getBelvoAccessToken, (c) => c.json({ data: belvo.accessToken() }, 200))

  app.openapi(storeBelvoLink, async (c) => {
    const { linkId, institution } = c.req.valid('json')
    return c.json({ data: await belvo.storeLink(services.db, clientIdOf(c), linkId, institution, services.now()) }, 200)
  })

  app.openapi(skipBelvo, async (c) => {
    return c.json({ data: await belvo.skip(services.db, clientIdOf(c), services.now()) }, 200)
  })

  app.openapi(listAddressSuggestions, (c) => {
    const { query, postalCode, limit } = c.req.valid('query')
    return c.json({ data: suggestAddresses({ query, postalCode, limit: limit ?? 20 }) }, 200)
  })

  app.use(METRICS_PATH, limitBody(MAX_METRICS_BODY))

  app.openapi(postMetrics, async (c) => {
    const { entries } = c.req.valid('json')
    const clientId = clientIdOf(c)
    const createdAt = stamp(services.now())
    await services.db
      .insertInto('metrics')
      .values(entries.map((entry) => ({ client_id: clientId, payload: JSON.stringify(entry), created_at: createdAt })))
      .execute()
    const failed = helloSoda.idPhotoMetricsFail(entries) ? ['hs_metric_failed'] : []
    return c.json({ data: { stored: entries.length, failed } }, 201)
  })
}
