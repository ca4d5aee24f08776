import type { OpenAPIHono } from '@hono/zod-openapi'
import { clearFaults, getFaults, getOutbox, rewindOutbox, setFaults, steerCaptcha } from '../../api'
import { readOutbox, rewindOutbox as rewindMessages } from '../accounts/codes'
import { normalizeEmail, normalizePhone } from '../accounts/normalize'
import { refuse } from '../auth/refuse'
import { CAPTCHA_STAND_IN_SCRIPT } from '../dev/captcha-script'
import { renderOutboxPage } from '../dev/outbox-page'
import type { DevCaptcha } from '../providers/captcha'
import type { Services } from '../services'

const OUTBOX_LIMIT = 20
const OUTBOX_MAX = 100

/** The outbox's messages to a destination as typed; any spelling of a phone finds its messages, as the forms accept any spelling. */
function outboxTo(services: Services, destination: string | undefined, limit: number) {
  return readOutbox(services.db, normalisedDestination(destination) || undefined, limit)
}

function normalisedDestination(destination: string | undefined) {
  return destination?.includes('@')
    ? normalizeEmail(destination)
    : destination && (normalizePhone(destination) ?? destination.trim())
}

/** Development tools; off (404) in production unless ERP_DEV_TOOLS=1. */
export function mountDev(app: OpenAPIHono, services: Services): void {
  // The outbox as a page for the browser (docs/ERP.md "Reading the outbox"); not a contract route, it answers HTML.
  app.get('/web/dev/outbox.html', async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const destination = c.req.query('destination') ?? ''
    const rawLimit = c.req.query('limit') || String(OUTBOX_LIMIT)
    const limit = /^\d{1,3}$/.test(rawLimit) ? Number(rawLimit) : Number.NaN
    const headers = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' }
    if (!(limit >= 1 && limit <= OUTBOX_MAX) || destination.length > 254) {
      const error =
        destination.length > 254
          ? 'The destination is longer than 254 characters.'
          : `How many must be a whole number from 1 to ${OUTBOX_MAX}.`
      return c.body(
        renderOutboxPage({ destination: destination.slice(0, 254), limit: OUTBOX_LIMIT, messages: [], error }),
        400,
        headers,
      )
    }
    return c.body(renderOutboxPage({ destination, limit, messages: await outboxTo(services, destination, limit) }), 200, headers)
  })

  app.openapi(getOutbox, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const { destination, limit } = c.req.valid('query')
    const messages = await outboxTo(services, destination, limit ?? OUTBOX_LIMIT)
    return c.json(
      {
        data: messages.map((message) => ({
          id: message.id,
          channel: message.channel,
          destination: message.destination,
          purpose: message.purpose,
          code: message.code,
          message: message.message,
          createdAt: message.created_at,
          expiresAt: message.expires_at,
          usedAt: message.used_at,
        })),
      },
      200,
    )
  })

  app.openapi(rewindOutbox, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const { destination, seconds } = c.req.valid('json')
    const moved = await rewindMessages(services.db, normalisedDestination(destination) ?? destination, seconds * 1000)
    return c.json({ data: { moved } }, 200)
  })

  app.openapi(setFaults, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return c.json({ data: { rules: services.faults.set(c.req.valid('json').rules) } }, 200)
  })
  app.openapi(getFaults, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return c.json({ data: { rules: services.faults.list() } }, 200)
  })
  app.openapi(clearFaults, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    services.faults.clear()
    return c.json({ data: { rules: [] } }, 200)
  })

  /** The captcha stand-in, when it is the captcha in use (dev tools on, no Turnstile secret). */
  const standIn = (): DevCaptcha | undefined =>
    services.devTools && services.captcha.provider === 'dev' ? (services.captcha as DevCaptcha) : undefined

  // The stand-in's browser script (server/dev/captcha-script.ts); JavaScript, so not a contract route.
  app.get('/web/dev/captcha/api.js', (c) => {
    if (!standIn()) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    return c.body(CAPTCHA_STAND_IN_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
  })

  app.openapi(steerCaptcha, async (c) => {
    const captcha = standIn()
    if (!captcha) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    captcha.failNext(c.req.valid('json').failNext)
    return c.json({ data: { failNext: captcha.steeredFailures() } }, 200)
  })
}
