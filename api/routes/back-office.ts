import { createRoute, z } from '@hono/zod-openapi'
import { failure, invalidRequest, success } from '../envelope'
import { refusal } from './clients'

/** Back-office actions on clients (admins only: a client token is refused 403). */

/** Client statuses: 1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select. */
export const ClientStatusValue = z
  .number()
  .int()
  .min(1)
  .max(5)
  .openapi('ClientStatusValue', { description: '1 active, 2 blocked, 3 blacklisted, 4 verification, 5 bank account select' })

export const ClientStatusChange = z.object({ status: ClientStatusValue }).openapi('ClientStatusChange')

export const ClientStatusSet = z.object({ id: z.number().int(), status: ClientStatusValue }).openapi('ClientStatusSet')

export const setClientStatus = createRoute({
  method: 'put',
  path: '/web/private/back-office/client/{id}/status',
  operationId: 'setClientStatus',
  tags: ['back-office'],
  summary: "Set a client's status; a blocked client (2) is refused on the next call",
  description:
    "The status is read on every private client call, so blocking takes effect at once: the client's still-valid " +
    "tokens are refused 403 `User is blocked.`, and so is the client's next login. Setting 1 lets the client back in.",
  request: {
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive()
        .openapi({ param: { name: 'id', in: 'path' }, type: 'integer' }),
    }),
    body: { required: true, content: { 'application/json': { schema: ClientStatusChange } } },
  },
  responses: {
    200: success(ClientStatusSet, 'The client and their new status'),
    400: invalidRequest,
    401: refusal('No valid admin token'),
    403: refusal('Not an admin token'),
    404: refusal('No such client'),
    default: failure,
  },
})
