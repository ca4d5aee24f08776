import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { routes } from '../../api'
import openapi from '../../api/openapi.json'
import { createTokens } from '../../server/auth/tokens'
import { uploadDocument } from '../support/journey'
import { insertActiveLoan, insertCashPayout } from './support/active-loan'
import { latestCode, openTestServer, testServer, type TestClient } from './support/harness'

/**
 * The authorisation matrix over every private and back-office route of
 * the contract, enumerated from the route registry (api/index.ts) and checked against the OpenAPI
 * document, so a new route is in the matrix without a new line here. Every cell must answer 401 or
 * 403: never a 2xx (someone let in) and never a 5xx (a guard that crashed).
 * Routes with a resource id in the path are also called with another client's token on the owner's
 * id: 403 or 404, never the resource. Development routes (/web/dev) are apart: absent without dev tools.
 */

const server = await testServer()
const { call, clock } = server
const MINUTE = 60_000

type Route = (typeof routes)[number]
const label = (route: Route) => `${route.method.toUpperCase()} ${route.path}`
/** A concrete path: every {param} becomes 1. */
const pathOf = (route: Route) => route.path.replace(/\{[^}]+\}/g, '1')
const hasBody = (route: Route) => ['post', 'put', 'patch'].includes(route.method)

const CLIENT_ROUTES = routes.filter((route) => route.path.startsWith('/web/private/client/'))
const ADMIN_ROUTES = routes.filter(
  (route) => route.path.startsWith('/web/private/back-office/') || route.path.startsWith('/web/private/user/'),
)
const DEV_ROUTES = routes.filter((route) => route.path.startsWith('/web/dev/'))
const PUBLIC_ROUTES = routes.filter((route) => route.path.startsWith('/web/public/') || route.path === '/web/health')

/** A raw call answering the status only (downloads answer PDFs, not JSON). */
async function statusOf(method: string, path: string, token?: string, body?: unknown): Promise<number> {
  const response = await server.request(path, {
    method,
    headers: {
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  await response.arrayBuffer()
  return response.status
}

const client = await server.newClient()
const admin = await server.newAdmin()

/** Claims of a token, re-encoded with `changes` and the original signature: a forgery. */
function tampered(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.')
  const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())
  return `${header}.${Buffer.from(JSON.stringify({ ...claims, ...changes })).toString('base64url')}.${signature}`
}

/** Tokens that must get 401 on every private route, whichever account type it serves. */
async function unauthenticated(accountType: 'client' | 'user', id: number): Promise<Array<[string, string | undefined]>> {
  clock.advance(-16 * MINUTE)
  const expired = await server.sign({ accountType, id })
  clock.advance(16 * MINUTE)
  const valid = await server.sign({ accountType, id })
  const otherKey = createTokens(new Uint8Array(randomBytes(32)), clock.now)
  const [header, payload, signature = ''] = valid.split('.')
  const flipped = `${header}.${payload}.${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`
  return [
    ['no token', undefined],
    ['an expired token', expired],
    ['a token signed with another key', (await otherKey.issue({ accountType, id })).token],
    ['a token with a broken signature', flipped],
    ['a token whose claims were changed after signing', tampered(valid, { sub: String(id + 1) })],
    ['an unsigned token (alg none)', `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`],
    ['an mfa token', await server.sign({ accountType, id }, { mfa: true })],
  ]
}

describe('the route registry', () => {
  it('is the OpenAPI document: same operations, none missing from the matrix', () => {
    const documented = Object.entries(openapi.paths as Record<string, Record<string, unknown>>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    )
    expect(routes.map(label).sort()).toEqual(documented.sort())
  })

  it('puts every route in exactly one of: public, client, back office, development', () => {
    const placed = [...PUBLIC_ROUTES, ...CLIENT_ROUTES, ...ADMIN_ROUTES, ...DEV_ROUTES].map(label)
    expect(placed.sort()).toEqual(routes.map(label).sort())
    expect(new Set(placed).size).toBe(routes.length)
    expect(CLIENT_ROUTES.length).toBeGreaterThan(50)
    expect(ADMIN_ROUTES.length).toBeGreaterThan(3)
  })
})

describe.each(CLIENT_ROUTES.map((route) => [label(route), route] as const))('client route %s', (_, route) => {
  it('answers 401 to no, expired, forged and mfa tokens, and 403 to an admin token', async () => {
    for (const [name, token] of await unauthenticated('client', client.id)) {
      expect(await statusOf(route.method.toUpperCase(), pathOf(route), token, hasBody(route) ? {} : undefined), name).toBe(401)
    }
    expect(
      await statusOf(route.method.toUpperCase(), pathOf(route), admin.token, hasBody(route) ? {} : undefined),
      'an admin token',
    ).toBe(403)
  })
})

describe.each(ADMIN_ROUTES.map((route) => [label(route), route] as const))('back-office route %s', (_, route) => {
  it('answers 401 to no, expired, forged and mfa tokens, and 403 to a client token', async () => {
    for (const [name, token] of await unauthenticated('user', admin.id)) {
      expect(await statusOf(route.method.toUpperCase(), pathOf(route), token, hasBody(route) ? {} : undefined), name).toBe(401)
    }
    expect(
      await statusOf(route.method.toUpperCase(), pathOf(route), client.token, hasBody(route) ? {} : undefined),
      'a client token',
    ).toBe(403)
  })
})

// ---------------------------------------------------------------------------------------------
// Another client's resource ids.

/** A call on one resource: the owner's own call must succeed, the same call by anyone else must not. */
interface Owned {
  method: string
  path: string
  body?: unknown
  /** The owner's call, when it differs from the intruder's (a fresh code, say). */
  ownerBody?: () => Promise<unknown>
  /** The owner, when the resource needs one of another kind than the accepted client given. */
  owner?: TestClient
}

const APP = '/web/private/client/application'
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0xff, 0xd9])

async function application(owner: TestClient): Promise<number> {
  const created = await call('POST', APP, {
    token: owner.token,
    body: {
      salaryCycle: 'semi_monthly',
      payDates: { first_repayment_option: '2025-06-30', second_repayment_option: '2025-07-15' },
      loanAmount: { amount: 3000, currency: 'MXN' },
      paymentMethod: 'bank_transfer',
    },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(201)
  return created.body.data.id
}

async function rollover(owner: TestClient) {
  const loan = await insertActiveLoan(server, owner.id)
  const chosen = await call('PUT', '/web/private/client/loan/active/rollover', { token: owner.token, body: { days: 7 } })
  expect(chosen.status).toBe(200)
  return { loanId: loan.id, rolloverId: chosen.body.data.rollover.id as number }
}

let tagged = 0
/** A client the reference ERP's decision accepts (a QA tag in the e-mail, docs/API.md "Decisions"). */
const accepted = () => server.signableClient({ email: `owner${(tagged += 1)}+accept@example.mx` })

/** An application accepted to be collected in cash: its client has no CLABE or card. */
async function cashApplication(): Promise<{ owner: TestClient; id: number }> {
  const owner = await server.signableClient({ email: `cash${(tagged += 1)}+accept@example.mx` }, { payout: true })
  return { owner, id: await application(owner) }
}

/**
 * For each client route with a resource in its path: make the resource for `owner`, answer the call.
 * A new route with a path parameter fails the completeness test below until it is listed here
 * (or in NOT_RESOURCES with the reason).
 */
const OWNED: Record<string, (owner: TestClient) => Promise<Owned>> = {
  [`PUT ${APP}/{id}`]: async (owner) => ({
    method: 'PUT',
    path: `${APP}/${await application(owner)}`,
    body: { amount: { amount: 2000, currency: 'MXN' } },
  }),
  [`GET ${APP}/{id}/cash-payout`]: async () => {
    const { owner, id } = await cashApplication()
    return { method: 'GET', path: `${APP}/${id}/cash-payout`, owner }
  },
  [`PUT ${APP}/{id}/cash-payout`]: async () => {
    const { owner, id } = await cashApplication()
    return { method: 'PUT', path: `${APP}/${id}/cash-payout`, body: { provider: 'telecomm' }, owner }
  },
  [`POST ${APP}/{id}/cancel`]: async (owner) => ({ method: 'POST', path: `${APP}/${await application(owner)}/cancel` }),
  [`GET ${APP}/{id}/offer/actual`]: async (owner) => ({ method: 'GET', path: `${APP}/${await application(owner)}/offer/actual` }),
  [`POST ${APP}/agreement/{id}/sms-code`]: async (owner) => ({
    method: 'POST',
    path: `${APP}/agreement/${await application(owner)}/sms-code`,
  }),
  [`POST ${APP}/agreement/{id}`]: async (owner) => {
    const id = await application(owner)
    return {
      method: 'POST',
      path: `${APP}/agreement/${id}`,
      body: { code: '0000' },
      ownerBody: async () => {
        await call('POST', `${APP}/agreement/${id}/sms-code`, { token: owner.token })
        return { code: (await latestCode(server, owner.phone)).code }
      },
    }
  },
  'GET /web/private/client/client-document/{type}/{id}': async (owner) => {
    const stored = await call('POST', '/web/private/client/client-document', {
      token: owner.token,
      body: { type: 'selfie', content: JPEG.toString('base64') },
    })
    return { method: 'GET', path: `/web/private/client/client-document/selfie/${stored.body.data.id}` }
  },
  'DELETE /web/private/client/client-document/{type}/{id}': async (owner) => {
    const stored = await call('POST', '/web/private/client/client-document', {
      token: owner.token,
      body: { type: 'selfie', content: JPEG.toString('base64') },
    })
    return { method: 'DELETE', path: `/web/private/client/client-document/selfie/${stored.body.data.id}` }
  },
  'GET /web/private/client/document/download-temporary/{id}': async (owner) => {
    await insertActiveLoan(server, owner.id)
    const made = await call('POST', '/web/private/client/render/document', {
      token: owner.token,
      body: { type: 'loan_agreement' },
    })
    expect(made.status).toBe(200)
    return { method: 'GET', path: made.body.data.url }
  },
  'POST /web/private/client/loan/{loanId}/rollover/{rolloverId}/sign': async (owner) => {
    const { loanId, rolloverId } = await rollover(owner)
    return { method: 'POST', path: `/web/private/client/loan/${loanId}/rollover/${rolloverId}/sign` }
  },
  'POST /web/private/client/loan/{loanId}/rollover/{rolloverId}/application': async (owner) => {
    const { loanId, rolloverId } = await rollover(owner)
    return { method: 'POST', path: `/web/private/client/loan/${loanId}/rollover/${rolloverId}/application` }
  },
  'POST /web/private/client/loan/{loanId}/rollover/{rolloverId}/application/{applicationId}/document': async (owner) => {
    const { loanId, rolloverId } = await rollover(owner)
    return {
      method: 'POST',
      path: `/web/private/client/loan/${loanId}/rollover/${rolloverId}/application/${rolloverId}/document`,
    }
  },
  'PATCH /web/private/client/referrals/{id}': async (owner) => {
    const made = await call('POST', '/web/private/client/referrals', {
      token: owner.token,
      body: { name: 'Rita', phone: `559876${String(owner.id).padStart(4, '0')}` },
    })
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    return { method: 'PATCH', path: `/web/private/client/referrals/${made.body.data.id}`, body: { name: 'Hijack' } }
  },
  'POST /web/private/client/tracking/{referenceNumber}/chunks': async (owner) => {
    const { referenceNumber } = (await call('GET', '/web/private/client/tracking/reference', { token: owner.token })).body.data
    await call('POST', '/web/private/client/tracking/verify', { token: owner.token, body: { referenceNumber } })
    return {
      method: 'POST',
      path: `/web/private/client/tracking/${referenceNumber}/chunks`,
      body: { seq: 0, events: [{ type: 'pointer', at: 0, count: 1 }] },
    }
  },
  'GET /web/private/client/consents/{id}/pdf': async (owner) => {
    const [first] = (await call('GET', '/web/private/client/consents', { token: owner.token })).body.data
    return { method: 'GET', path: `/web/private/client/consents/${first.id}/pdf` }
  },
  'GET /web/private/client/loan/{loanId}/signed-document/{kind}': async (owner) => {
    const loan = await insertActiveLoan(server, owner.id)
    return { method: 'GET', path: `/web/private/client/loan/${loan.id}/signed-document/agreement` }
  },
  'POST /web/private/client/loan/{loanId}/cash-payout/reissue': async (owner) => {
    // Collected in cash, its reference expired uncollected: the owner may have a new one.
    const loan = await insertActiveLoan(server, owner.id)
    await insertCashPayout(server, loan)
    return { method: 'POST', path: `/web/private/client/loan/${loan.id}/cash-payout/reissue` }
  },
  'GET /web/private/client/loan/{loanId}/evidence': async (owner) => {
    const loan = await insertActiveLoan(server, owner.id)
    return { method: 'GET', path: `/web/private/client/loan/${loan.id}/evidence` }
  },
  'GET /web/private/client/loan/{loanId}/evidence/pdf': async (owner) => {
    const loan = await insertActiveLoan(server, owner.id)
    return { method: 'GET', path: `/web/private/client/loan/${loan.id}/evidence/pdf` }
  },
  'GET /web/private/client/veriff/decision/{id}': async (owner) => {
    // The owner's ID document goes to the identity provider as it is uploaded: a session of theirs.
    await uploadDocument(server.caller(owner.token), 'id_document')
    const { id } = (await call('GET', '/web/private/client/veriff/session', { token: owner.token })).body.data
    return { method: 'GET', path: `/web/private/client/veriff/decision/${id}` }
  },
}

/** Client routes whose path parameters name no stored resource of a client. */
const NOT_RESOURCES: Record<string, string> = {
  'GET /web/private/client/arithmetic/offer/stl/{amount}/{payCycle}/{payDates}': 'calculator inputs',
  'GET /web/private/client/document/download/{type}': "a document type, always the caller's own document",
}

describe("another client's resource ids", () => {
  it('are listed for every client route with a path parameter', () => {
    const withParams = CLIENT_ROUTES.filter((route) => route.path.includes('{')).map(label)
    expect(withParams.filter((name) => !(name in OWNED) && !(name in NOT_RESOURCES))).toEqual([])
    expect(Object.keys(OWNED).filter((name) => !withParams.includes(name))).toEqual([])
  })

  it.each(Object.keys(OWNED))('%s: 403 or 404 for another client, while the owner is served', async (name) => {
    const owner = await accepted()
    const intruder = await server.newClient()
    const owned = await OWNED[name]!(owner)
    const theirs = await statusOf(owned.method, owned.path, intruder.token, owned.body)
    expect([403, 404], `${name} by another client answered ${theirs}`).toContain(theirs)
    // The resource is still there and the owner's: the same call by the owner succeeds.
    const body = owned.ownerBody ? await owned.ownerBody() : owned.body
    const mine = await statusOf(owned.method, owned.path, (owned.owner ?? owner).token, body)
    expect(mine, `${name} by its owner`).toBeGreaterThanOrEqual(200)
    expect(mine, `${name} by its owner`).toBeLessThan(300)
  })
})

describe('development routes (/web/dev)', () => {
  it('do not exist without dev tools, whoever calls', async () => {
    const production = await openTestServer({ devTools: false })
    try {
      for (const route of DEV_ROUTES) {
        for (const token of [undefined, client.token, admin.token]) {
          const answer = await production.request(pathOf(route), {
            method: route.method.toUpperCase(),
            headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
            ...(hasBody(route) ? { body: '{}' } : {}),
          })
          expect(answer.status, label(route)).toBe(404)
        }
      }
    } finally {
      await production.close()
    }
  })
})

// ---------------------------------------------------------------------------------------------
// No private answer is stored by a cache (server/security.ts noStore).

/** The status and Cache-Control of one raw call. */
async function cacheControlOf(
  method: string,
  path: string,
  token?: string,
  body?: unknown,
): Promise<{ status: number; cacheControl: string | null }> {
  const response = await server.request(path, {
    method,
    headers: {
      ...(token === undefined ? {} : { Authorization: `Bearer ${token}` }),
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  await response.arrayBuffer()
  return { status: response.status, cacheControl: response.headers.get('Cache-Control') }
}

describe('Cache-Control: no-store', () => {
  const PRIVATE = [
    ...CLIENT_ROUTES.map((route) => ['client', route] as const),
    ...ADMIN_ROUTES.map((route) => ['user', route] as const),
  ]

  it.each(PRIVATE.map(([side, route]) => [label(route), side, route] as const))(
    '%s: on its refusals (401, 403) and on whatever it answers its own side',
    async (_, side, route) => {
      const other = side === 'client' ? admin.token : client.token
      // A session of its own per route: the logout routes end theirs.
      const own = await server.sign(
        side === 'client' ? { accountType: 'client', id: client.id } : { accountType: 'user', id: admin.id },
      )
      const body = hasBody(route) ? {} : undefined
      for (const [who, token, status] of [
        ['no token', undefined, 401],
        ['the other account type', other, 403],
        ['its own side', own, undefined],
      ] as const) {
        const answer = await cacheControlOf(route.method.toUpperCase(), pathOf(route), token, body)
        if (status !== undefined) expect(answer.status, who).toBe(status)
        expect(answer.cacheControl, `${who}: ${answer.status}`).toBe('no-store')
      }
    },
  )

  it.each(Object.keys(OWNED))('%s: on its owner’s successful answer', async (name) => {
    const owner = await accepted()
    const owned = await OWNED[name]!(owner)
    const body = owned.ownerBody ? await owned.ownerBody() : owned.body
    const answer = await cacheControlOf(owned.method, owned.path, (owned.owner ?? owner).token, body)
    expect(answer.status).toBeGreaterThanOrEqual(200)
    expect(answer.status).toBeLessThan(300)
    expect(answer.cacheControl).toBe('no-store')
  })

  it.each(['/web/private/client/document/download/loan_agreement', '/web/private/client/draft-loan-agreement-pdf'])(
    'on the PDF %s',
    async (path) => {
      const owner = await server.newClient()
      await insertActiveLoan(server, owner.id)
      const response = await server.request(path, { headers: { Authorization: `Bearer ${owner.token}` } })
      expect(response.status).toBe(200)
      expect(response.headers.get('Content-Type')).toBe('application/pdf')
      expect(response.headers.get('Cache-Control')).toBe('no-store')
      await response.arrayBuffer()
    },
  )

  it('on an unknown private path and on a body over the limit', async () => {
    expect(await cacheControlOf('GET', '/web/private/client/no-such-route', client.token)).toEqual({
      status: 404,
      cacheControl: 'no-store',
    })
    const huge = { padding: 'x'.repeat(70 * 1024) }
    expect(await cacheControlOf('PUT', '/web/private/client/complete-step-four', client.token, huge)).toEqual({
      status: 413,
      cacheControl: 'no-store',
    })
  })
})
