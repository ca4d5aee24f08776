import type { OpenAPIHono } from '@hono/zod-openapi'
import { getHealth } from '../../api'

export function mountHealth(app: OpenAPIHono, release: string): void {
  app.openapi(getHealth, (c) => c.json({ data: { status: 'ok' as const, release } }, 200))
}
