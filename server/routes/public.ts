import type { OpenAPIHono } from '@hono/zod-openapi'
import { checkClient, getCalculatorConfig } from '../../api'
import { calculatorConfig } from '../calculator-config'

export function mountPublic(app: OpenAPIHono): void {
  app.openapi(getCalculatorConfig, (c) => c.json({ data: calculatorConfig }, 200))

  // No clients are stored yet (client storage is a later issue), so no identifier is taken.
  app.openapi(checkClient, (c) => c.json({ data: { exists: false } }, 200))
}
