import type { OpenAPIHono } from '@hono/zod-openapi'
import { clearFaults, getFaults, getOutbox, setFaults } from '../../api'
import { readOutbox } from '../accounts/codes'
import { normalizeEmail, normalizePhone } from '../accounts/normalize'
import { refuse } from '../auth/refuse'
import type { Services } from '../services'

/** Development tools; off (404) in production unless ERP_DEV_TOOLS=1. */
export function mountDev(app: OpenAPIHono, services: Services): void {
  app.openapi(getOutbox, async (c) => {
    if (!services.devTools) return refuse(c, 404, 'Not found.', { code: 'not_found' })
    const { destination, limit } = c.req.valid('query')
    // Any spelling of a phone finds its messages, as the forms accept any spelling.
    const normalised = destination?.includes('@') ? normalizeEmail(destination) : destination && (normalizePhone(destination) ?? destination.trim())
    const messages = await readOutbox(services.db, normalised || undefined, limit ?? 20)
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
}
