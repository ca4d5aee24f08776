import { createApiClient } from '../api/client'
import { integrations } from './integrations/browser'
import { authActor, rootActor } from './system'

/**
 * The one API client of the app: the session's token on every call, a renewed token from any
 * answer, logout on 401/403, and the full error page for answers of 500 or above.
 */
export const api = createApiClient({
  baseUrl: (import.meta.env.VITE_API_BASE as string | undefined) ?? '',
  getToken: () => authActor.getSnapshot().context.token,
  onToken: (token) => authActor.send({ type: 'token.received', token }),
  onUnauthorized: () => authActor.send({ type: 'session.rejected' }),
  onServerError: ({ status, path }) => {
    integrations.errors.capture(new Error(`ERP response ${status} ${path}`))
    rootActor.send({ type: 'erp.failed', status, path })
  },
})
