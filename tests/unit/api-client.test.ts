import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { NO_RESPONSE } from '../../src/api/answer'
import { createApiClient, REQUEST_TIMEOUT_MS, settle, type ApiClientOptions } from '../../src/api/client'

const BASE = 'http://erp.test'

/** A fetch double that answers every request with `answer` and remembers what it was sent. */
function answering(answer: () => Response) {
  const requests: Request[] = []
  const fetch = vi.fn(async (request: Request) => {
    requests.push(request)
    return answer()
  })
  return { fetch, requests }
}

/**
 * A real server that never answers. A fetch double would do for the logic, but Node may collect a
 * double's pending request with its signal listeners, while a real socket keeps them alive.
 */
const silent = createServer(() => {})
let silentUrl = ''

beforeAll(async () => {
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
  silentUrl = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`
})

afterAll(() => {
  silent.closeAllConnections()
  silent.close()
})

const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), { ...init, headers: { 'Content-Type': 'application/json', ...init.headers } })

const config = { amountLimits: { minMainLoan: 1000, amountTo: 10000, minAdditionLoan: 500, interval: 100 } }

function client(options: ApiClientOptions) {
  return createApiClient({ baseUrl: BASE, ...options })
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('createApiClient', () => {
  it('calls the base URL and reads the payload under data', async () => {
    const { fetch, requests } = answering(() => json({ data: config }))
    const answer = await settle(client({ fetch }).GET('/web/public/config/calculator'))
    expect(requests[0]?.url).toBe(`${BASE}/web/public/config/calculator`)
    expect(answer.ok && answer.data.amountLimits.interval).toBe(100)
  })

  it('sends a bearer token only when there is one', async () => {
    let token: string | null = null
    const { fetch, requests } = answering(() => json({ data: {} }))
    const api = client({ fetch, getToken: () => token })
    await api.GET('/web/health')
    token = 'abc.def.ghi'
    await api.GET('/web/health')
    expect(requests[0]?.headers.has('Authorization')).toBe(false)
    expect(requests[1]?.headers.get('Authorization')).toBe('Bearer abc.def.ghi')
  })

  it('hands over the token of an Authorization answer header, without the Bearer prefix', async () => {
    const onToken = vi.fn()
    const { fetch } = answering(() => json({ data: {} }, { headers: { Authorization: 'Bearer new.token' } }))
    await client({ fetch, onToken }).GET('/web/health')
    expect(onToken).toHaveBeenCalledWith('new.token')
  })

  it('does not report a token when the answer has none', async () => {
    const onToken = vi.fn()
    const { fetch } = answering(() => json({ data: {} }))
    await client({ fetch, onToken }).GET('/web/health')
    expect(onToken).not.toHaveBeenCalled()
  })

  it.each([500, 503])('reports a %i with the path that failed', async (status) => {
    const onServerError = vi.fn()
    const { fetch } = answering(() => json({ message: 'down' }, { status }))
    const answer = await settle(
      client({ fetch, onServerError }).GET('/web/public/client/check/{key}/{value}', {
        params: { path: { key: 'email', value: 'ana@example.mx' } },
      }),
    )
    expect(onServerError).toHaveBeenCalledWith({ status, path: '/web/public/client/check/email/ana%40example.mx' })
    expect(answer).toMatchObject({ ok: false, status, message: 'down' })
  })

  it.each([401, 403])('reports a %i as unauthorised', async (status) => {
    const onUnauthorized = vi.fn()
    const onServerError = vi.fn()
    const { fetch } = answering(() => json({ message: 'no' }, { status }))
    await client({ fetch, onUnauthorized, onServerError }).GET('/web/health')
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith({ status, blocked: false }))
    expect(onServerError).not.toHaveBeenCalled()
  })

  it("tells a blocked client's 403 ('User is blocked.') from other refusals", async () => {
    const onUnauthorized = vi.fn()
    const { fetch } = answering(() =>
      json({ data: { error: { code: 'user_blocked', details: { message: 'User is blocked.' } } } }, { status: 403 }),
    )
    const answer = await client({ fetch, onUnauthorized }).GET('/web/health')
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith({ status: 403, blocked: true }))
    // The caller still reads the body: the report reads a copy.
    expect(answer.error).toBeDefined()
  })

  it('reports neither for a client error such as 400', async () => {
    const onUnauthorized = vi.fn()
    const onServerError = vi.fn()
    const { fetch } = answering(() => json({ data: { error: { details: {} } } }, { status: 400 }))
    await client({ fetch, onUnauthorized, onServerError }).GET('/web/health')
    expect(onUnauthorized).not.toHaveBeenCalled()
    expect(onServerError).not.toHaveBeenCalled()
  })

  it('answers in the page a call it is told to, which never reaches the network nor the session rules', async () => {
    const onUnauthorized = vi.fn()
    const onServerError = vi.fn()
    const { fetch, requests } = answering(() => json({ data: config }))
    const answerLocally = vi.fn(async ({ schemaPath }: { schemaPath: string }) =>
      schemaPath.startsWith('/web/private/client/') ? json({ data: { code: 'kept' } }, { status: 503 }) : undefined,
    )
    const api = client({ fetch, getToken: () => 'session-token', onUnauthorized, onServerError, answerLocally })
    const local = await settle(api.GET('/web/private/client/loan/{loanId}/evidence', { params: { path: { loanId: 7 } } }))
    expect(local).toMatchObject({ ok: false, status: 503 })
    expect(answerLocally).toHaveBeenCalledWith(
      expect.objectContaining({ schemaPath: '/web/private/client/loan/{loanId}/evidence' }),
    )
    expect(onServerError).not.toHaveBeenCalled()
    expect(requests).toEqual([])
    // Told nothing, the call goes out as any other, with the session's token.
    const sent = await settle(api.GET('/web/public/config/calculator'))
    expect(sent.ok).toBe(true)
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer session-token'])
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('times requests out after 180 seconds by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    const { fetch } = answering(() => json({ data: {} }))
    await client({ fetch }).GET('/web/health')
    expect(REQUEST_TIMEOUT_MS).toBe(180_000)
    expect(timeout).toHaveBeenCalledWith(180_000)
  })

  it('reads a request that timed out as no response', async () => {
    const answer = await settle(createApiClient({ baseUrl: silentUrl, timeoutMs: 20 }).GET('/web/health'))
    expect(answer).toEqual({ ok: false, status: NO_RESPONSE, violations: [] })
  })

  it('still honours a signal the caller passes', async () => {
    const controller = new AbortController()
    const pending = settle(createApiClient({ baseUrl: silentUrl }).GET('/web/health', { signal: controller.signal }))
    setTimeout(() => controller.abort(), 20)
    expect((await pending).status).toBe(NO_RESPONSE)
  })

  it('reads a network failure as no response', async () => {
    const fetch = () => Promise.reject(new TypeError('fetch failed'))
    expect((await settle(client({ fetch }).GET('/web/health'))).status).toBe(NO_RESPONSE)
  })
})

describe('a 401 on a call sent with the session token', () => {
  const refusedOnce = (answer: (request: Request) => Response) => {
    const requests: Request[] = []
    const fetch = vi.fn(async (request: Request) => {
      requests.push(request)
      return answer(request)
    })
    return { fetch, requests }
  }
  const byToken = (request: Request) =>
    request.headers.get('Authorization') === 'Bearer fresh'
      ? json({ data: { ok: true } })
      : json({ message: 'expired' }, { status: 401 })

  it('is sent again once, body and all, with the renewed token, and nobody is logged out', async () => {
    const renewToken = vi.fn(async () => 'fresh')
    const onUnauthorized = vi.fn()
    const { fetch, requests } = refusedOnce(byToken)
    const answer = await settle(
      client({ fetch, getToken: () => 'stale', renewToken, onUnauthorized }).POST('/web/private/client/referrals', {
        body: { name: 'Ana', phone: '5512345678' } as never,
      }),
    )
    expect(answer.ok).toBe(true)
    expect(renewToken).toHaveBeenCalledWith('stale')
    expect(requests.map((request) => request.headers.get('Authorization'))).toEqual(['Bearer stale', 'Bearer fresh'])
    expect(await requests[1]!.json()).toEqual({ name: 'Ana', phone: '5512345678' })
    expect(onUnauthorized).not.toHaveBeenCalled()
  })

  it('stands when no token comes, and logs out', async () => {
    const onUnauthorized = vi.fn()
    const { fetch, requests } = refusedOnce(byToken)
    const answer = await settle(
      client({ fetch, getToken: () => 'stale', renewToken: async () => null, onUnauthorized }).GET('/web/private/client/flow'),
    )
    expect(answer.status).toBe(401)
    expect(requests).toHaveLength(1)
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith({ status: 401, blocked: false }))
  })

  it('logs out when the call sent again is refused too, without renewing twice', async () => {
    const renewToken = vi.fn(async () => 'also-refused')
    const onUnauthorized = vi.fn()
    const { fetch, requests } = refusedOnce(() => json({ message: 'revoked' }, { status: 401 }))
    await settle(client({ fetch, getToken: () => 'stale', renewToken, onUnauthorized }).GET('/web/private/client/flow'))
    expect(renewToken).toHaveBeenCalledTimes(1)
    expect(requests).toHaveLength(2)
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledTimes(1))
  })

  it.each([
    ['the refresh call itself', '/web/private/client/token/refresh', 401, 'stale'],
    ['a public call', '/web/public/config/calculator', 401, 'stale'],
    ['a 403', '/web/private/client/flow', 403, 'stale'],
    ['a call naming a token of its own', '/web/private/client/flow', 401, 'other'],
  ] as const)('is not renewed for %s: it logs out at once', async (_, path, status, sent) => {
    const renewToken = vi.fn(async () => 'fresh')
    const onUnauthorized = vi.fn()
    const { fetch } = refusedOnce(() => json({ message: 'no' }, { status }))
    await settle(
      client({ fetch, getToken: () => 'stale', renewToken, onUnauthorized }).GET(path as '/web/private/client/flow', {
        headers: { Authorization: `Bearer ${sent}` },
      }),
    )
    expect(renewToken).not.toHaveBeenCalled()
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledWith({ status, blocked: false }))
  })
})
