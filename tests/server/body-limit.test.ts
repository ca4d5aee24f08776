import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { UPLOAD_BODY_LIMIT } from '../../server/routes/uploads'
import { testServer } from './support/harness'

/**
 * A body refused by its size before it is read (413) ends its connection, and says so: a client
 * reusing the connection would otherwise lose its next request (found by `npm run reliability`).
 */

const server = await testServer()
const client = await server.newClient()
const node = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
await new Promise((resolve) => node.once('listening', resolve))
const base = `http://127.0.0.1:${(node.address() as AddressInfo).port}`

afterAll(async () => {
  node.closeAllConnections()
  await new Promise((resolve) => node.close(resolve))
})

describe('a body over the limit', () => {
  it.each(['/web/private/client/logger/metrics', '/web/private/client/client-document', '/web/private/client/tracking/1/chunks'])(
    'on %s answers 413 with Connection: close, and the next request is answered',
    async (path) => {
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${client.token}` }
      const huge = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify({ value: 'x'.repeat(UPLOAD_BODY_LIMIT) }) })
      expect(huge.status).toBe(413)
      expect(huge.headers.get('Connection')).toBe('close')
      await huge.arrayBuffer()
      const next = await fetch(`${base}${path}`, { method: 'POST', headers, body: '' })
      expect(next.status).toBe(400)
    },
  )
})
