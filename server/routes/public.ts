import type { OpenAPIHono } from '@hono/zod-openapi'
import { getCalculatorConfig } from '../../api'
import { calculatorConfig } from '../calculator-config'

/** Public reads that need no storage. (The client check reads storage: server/routes/clients.ts.) */
export function mountPublic(app: OpenAPIHono): void {
  app.openapi(getCalculatorConfig, (c) => c.json({ data: calculatorConfig }, 200))
}
