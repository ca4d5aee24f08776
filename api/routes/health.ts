import { createRoute, z } from '@hono/zod-openapi'
import { failure, success } from '../envelope'

/** Liveness probe; `release` is the deployed build, shown in the site state. */
export const Health = z
  .object({
    status: z.literal('ok'),
    release: z.string(),
  })
  .openapi('Health')

export const getHealth = createRoute({
  method: 'get',
  path: '/web/health',
  operationId: 'getHealth',
  tags: ['system'],
  summary: 'The server is up',
  responses: {
    200: success(Health, 'The server answers'),
    default: failure,
  },
})
