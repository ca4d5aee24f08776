import type { Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, describe, expect, it } from 'vitest'
import { JSON_BODY_LIMIT } from '../../server/body-limit'
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

/** Tens of megabytes sent and refused: slower than a usual call when the worker's heap is large. */
const BIG_BODY_MS = 30_000

describe('a body over the limit', () => {
  it.each(['/web/private/client/logger/metrics', '/web/private/client/client-document', '/web/private/client/tracking/1/chunks'])(
    'on %s answers 413 with Connection: close, and the next request is answered',
    async (path) => {
      const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${client.token}` }
      const huge = await fetch(`${base}${path}`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ value: 'x'.repeat(UPLOAD_BODY_LIMIT) }),
      })
      expect(huge.status).toBe(413)
      expect(huge.headers.get('Connection')).toBe('close')
      await huge.arrayBuffer()
      const next = await fetch(`${base}${path}`, { method: 'POST', headers, body: '' })
      expect(next.status).toBe(400)
    },
    BIG_BODY_MS,
  )
})

/**
 * Every other /web/* route: JSON_BODY_LIMIT (64 KB) before anything reads the body. The login
 * body below is a real client's right credentials padded with spaces, so a handler that ran would
 * log in and open a session; none is opened.
 */
const LOGIN = '/web/public/client/login'
const MB = 1024 * 1024
const owner = await server.newClient()

describe('the JSON body limit', () => {
  const credentials = JSON.stringify({ login: owner.email, password: owner.password })

  const sessionsOfOwner = async () =>
    (
      await server.db
        .selectFrom('sessions')
        .select('id')
        .where('account_type', '=', 'client')
        .where('account_id', '=', owner.id)
        .execute()
    ).length

  /** The credentials padded with spaces to `size` bytes, produced 64 KB at a time as read: `pulled` counts what was read. */
  function paddedStream(size: number) {
    const state = { pulled: 0 }
    const head = new TextEncoder().encode(credentials)
    const stream = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          if (state.pulled >= size) return controller.close()
          const chunk = state.pulled === 0 ? head : new Uint8Array(Math.min(64 * 1024, size - state.pulled)).fill(0x20)
          state.pulled += chunk.byteLength
          controller.enqueue(chunk)
        },
      },
      { highWaterMark: 0 },
    )
    return { stream, state }
  }

  function post(body: BodyInit, headers: Record<string, string> = {}) {
    return server.request(LOGIN, {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json', ...headers },
      duplex: 'half',
    } as RequestInit)
  }

  it('lets a login of exactly 64 KB through and refuses one byte more with 413', async () => {
    const before = await sessionsOfOwner()
    const exact = credentials.padEnd(JSON_BODY_LIMIT, ' ')
    expect((await post(exact)).status).toBe(200)
    expect(await sessionsOfOwner()).toBe(before + 1)
    const over = await post(`${exact} `)
    expect(over.status).toBe(413)
    expect(over.headers.get('Connection')).toBe('close')
    expect(await over.json()).toMatchObject({ data: { error: { code: 'payload_too_large' } } })
    expect(await sessionsOfOwner()).toBe(before + 1)
  })

  it.each([
    ['with no length (a stream, as chunked)', {}],
    ['under a Content-Length that claims 200 bytes', { 'Content-Length': '200' }],
  ])('refuses a 60 MB login body %s after reading at most the limit and a chunk', async (_, headers) => {
    const before = await sessionsOfOwner()
    const { stream, state } = paddedStream(60 * MB)
    const answer = await post(stream, headers)
    expect(answer.status).toBe(413)
    expect(state.pulled).toBeLessThanOrEqual(JSON_BODY_LIMIT + 2 * 64 * 1024)
    expect(await sessionsOfOwner()).toBe(before)
  })

  it('refuses a Content-Length of 60 MB at once, on its header alone', async () => {
    const { stream, state } = paddedStream(60 * MB)
    const answer = await post(stream, { 'Content-Length': String(60 * MB) })
    expect(answer.status).toBe(413)
    expect(state.pulled).toBe(0)
  })

  it('keeps the larger limit of uploads', async () => {
    const headers = { 'Content-Type': 'application/json', Authorization: `Bearer ${client.token}` }
    // 200 KB of base64 that is no image: refused for its content, not its size.
    const content = Buffer.alloc(150 * 1024, 7).toString('base64')
    const answer = await server.request('/web/private/client/client-document', {
      method: 'POST',
      headers,
      body: JSON.stringify({ type: 'ine_front', content }),
    })
    expect(answer.status).toBe(400)
  })

  describe('over a socket', () => {
    /** Sends `head`, then `chunks` one every `everyMs`, until the server answers; what was sent by then. */
    function exchange(
      head: string,
      chunks: () => Buffer | null,
      everyMs: number,
    ): Promise<{ answer: string; sentAfterHead: number }> {
      return new Promise((resolve, reject) => {
        const { port } = node.address() as AddressInfo
        const socket = connect(port, '127.0.0.1')
        let sentAfterHead = 0
        let answer = ''
        let timer: NodeJS.Timeout | undefined
        const finish = () => {
          clearInterval(timer)
          socket.destroy()
          resolve({ answer, sentAfterHead })
        }
        socket.on('data', (data) => {
          answer += data.toString('latin1')
          if (answer.includes('\r\n\r\n')) finish()
        })
        socket.on('error', (error) => (answer ? finish() : reject(error)))
        socket.write(head, () => {
          timer = setInterval(() => {
            const chunk = chunks()
            if (!chunk) return clearInterval(timer)
            sentAfterHead += chunk.byteLength
            socket.write(chunk)
          }, everyMs)
        })
      })
    }

    const headOf = (lengthHeader: string) =>
      `POST ${LOGIN} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${lengthHeader}\r\n\r\n`

    it('answers 413 to a 60 MB Content-Length before a byte of the body is sent', async () => {
      const before = await sessionsOfOwner()
      const { answer, sentAfterHead } = await exchange(
        headOf(`Content-Length: ${60 * MB}`),
        () => Buffer.alloc(16 * 1024, 0x20),
        200,
      )
      expect(answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(answer).toMatch(/\r\nconnection: close\r\n/i)
      // The first chunk leaves 200 ms after the head: the answer was already there.
      expect(sentAfterHead).toBe(0)
      expect(await sessionsOfOwner()).toBe(before)
    })

    it('answers 413 to a slow chunked body as soon as it passes 64 KB, long before 60 MB', async () => {
      const before = await sessionsOfOwner()
      let sent = 0
      const chunk = (size: number) => Buffer.from(`${size.toString(16)}\r\n${' '.repeat(size)}\r\n`)
      const chunks = () => {
        if (sent >= 60 * MB) return null
        const first = sent === 0
        sent += 16 * 1024
        return first
          ? Buffer.concat([Buffer.from(`${credentials.length.toString(16)}\r\n${credentials}\r\n`), chunk(16 * 1024)])
          : chunk(16 * 1024)
      }
      const { answer, sentAfterHead } = await exchange(headOf('Transfer-Encoding: chunked'), chunks, 5)
      expect(answer).toMatch(/^HTTP\/1\.1 413 /)
      expect(sentAfterHead).toBeLessThan(256 * 1024)
      expect(await sessionsOfOwner()).toBe(before)
    })
  })
})
