import type { OpenAPIHono } from '@hono/zod-openapi'
import { getCalculatorConfig, getIntegrationsConfig, type IntegrationsConfig } from '../../api'
import { calculatorConfig } from '../calculator-config'

/** Public reads that need no storage. (The client check reads storage: server/routes/clients.ts.) */
export function mountPublic(app: OpenAPIHono, integrations: IntegrationsConfig): void {
  app.openapi(getCalculatorConfig, (c) => c.json({ data: calculatorConfig }, 200))
  // Every page asks once it is interactive: a minute's cache spares the repeats of a visit.
  app.openapi(getIntegrationsConfig, (c) => {
    c.header('Cache-Control', 'public, max-age=60')
    return c.json({ data: integrations }, 200)
  })
}
