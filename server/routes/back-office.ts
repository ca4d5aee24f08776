import type { OpenAPIHono } from '@hono/zod-openapi'
import { setClientStatus } from '../../api'
import { setClientStatus as storeClientStatus } from '../accounts/client-status'
import { refuse } from '../auth/refuse'
import type { ClientStatus } from '../db'
import type { Services } from '../services'

/** Back-office actions on clients; the prefix guard (server/app.ts) lets only admins through. */
export function mountBackOffice(app: OpenAPIHono, services: Services): void {
  app.openapi(setClientStatus, async (c) => {
    const { id } = c.req.valid('param')
    // The contract allows 1..5 only: exactly the ClientStatus values.
    const status = c.req.valid('json').status as ClientStatus
    if (!(await storeClientStatus(services.db, id, status, services.now())))
      return refuse(c, 404, 'No such client.', { code: 'not_found' })
    return c.json({ data: { id, status } }, 200)
  })
}
