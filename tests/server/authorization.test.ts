import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ErrorBody, routes } from '../../api'
import { createTokens } from '../../server/auth/tokens'
import { testServer } from './support/harness'

/**
 * The authorisation matrix over every private route of the contract, including routes added
 * after this file: the guards work by path prefix, so each new private route is checked here
 * without a new line.
 */

const server = await testServer()
const { call, clock } = server
const MINUTE = 60_000

const PRIVATE = routes.filter((route) => route.path.startsWith('/web/private/'))
const CLIENT_ROUTES = PRIVATE.filter((route) => route.path.startsWith('/web/private/client/'))
const ADMIN_ROUTES = PRIVATE.filter((route) => !route.path.startsWith('/web/private/client/'))

/** A concrete path: every {param} becomes 1. */
const pathOf = (route: (typeof routes)[number]) => route.path.replace(/\{[^}]+\}/g, '1')
const label = (route: (typeof routes)[number]) => `${route.method.toUpperCase()} ${route.path}`

async function expectRefused(
  route: (typeof routes)[number],
  token: string | undefined,
  status: 401 | 403,
  code?: string,
  message?: string,
) {
  const answer = await call(route.method.toUpperCase(), pathOf(route), token === undefined ? {} : { token })
  expect(answer.status, `${label(route)} with ${code ?? status}`).toBe(status)
  const body = ErrorBody.parse(answer.body)
  if (code) expect(body.data.error.code).toBe(code)
  if (message) expect(body.message).toBe(message)
  expect(answer.headers.get('Authorization')).toBeNull()
}

const client = await server.newClient()
const admin = await server.newAdmin()

/** Tokens every private route must refuse, whichever account type it serves. */
async function refusedEverywhere(): Promise<Array<[string, string | undefined, string]>> {
  clock.advance(-16 * MINUTE)
  const expiredClient = await server.sign({ accountType: 'client', id: client.id })
  const expiredAdmin = await server.sign({ accountType: 'user', id: admin.id })
  clock.advance(16 * MINUTE)
  const otherKey = createTokens(new Uint8Array(randomBytes(32)), clock.now)
  const [header, , signature] = client.token.split('.')
  const claims = JSON.parse(Buffer.from(client.token.split('.')[1] ?? '', 'base64url').toString())
  const promoted = `${header}.${Buffer.from(JSON.stringify({ ...claims, account_type: 'user' })).toString('base64url')}.${signature}`
  return [
    ['no token', undefined, 'unauthenticated'],
    ['an empty bearer', '', 'unauthenticated'],
    ['garbage', 'abc.def.ghi', 'invalid_token'],
    ['an expired client token', expiredClient, 'token_expired'],
    ['an expired admin token', expiredAdmin, 'token_expired'],
    [
      'a client token signed with another key',
      (await otherKey.issue({ accountType: 'client', id: client.id })).token,
      'invalid_token',
    ],
    [
      'an admin token signed with another key',
      (await otherKey.issue({ accountType: 'user', id: admin.id })).token,
      'invalid_token',
    ],
    ['a client token promoted to admin', promoted, 'invalid_token'],
    ['a client mfa token', await server.sign({ accountType: 'client', id: client.id }, { mfa: true }), 'mfa_required'],
    ['an admin mfa token', await server.sign({ accountType: 'user', id: admin.id }, { mfa: true }), 'mfa_required'],
  ]
}

describe.each(PRIVATE.map((route) => [label(route), route] as const))('%s', (_, route) => {
  it('refuses a missing, malformed, expired, forged or mfa token with 401', async () => {
    for (const [, token, code] of await refusedEverywhere()) await expectRefused(route, token, 401, code)
  })

  it('refuses a token of a deleted account with 401', async () => {
    const isClientRoute = CLIENT_ROUTES.includes(route)
    const ghost = await server.sign({ accountType: isClientRoute ? 'client' : 'user', id: 987654 })
    await expectRefused(route, ghost, 401, 'invalid_token')
  })

  it('refuses a logged-out token with 401', async () => {
    const isClientRoute = CLIENT_ROUTES.includes(route)
    const fresh = isClientRoute ? await server.newClient() : await server.newAdmin()
    const logout = isClientRoute ? '/web/private/client/logout' : '/web/private/user/logout'
    expect((await call('POST', logout, { token: fresh.token })).status).toBe(200)
    await expectRefused(route, fresh.token, 401, 'token_revoked')
  })
})

describe.each(CLIENT_ROUTES.map((route) => [label(route), route] as const))('client route %s', (_, route) => {
  it('refuses an admin token with 403', async () => {
    await expectRefused(route, admin.token, 403, 'forbidden')
  })

  it("refuses a blocked client with 403 'User is blocked.'", async () => {
    const blocked = await server.newClient()
    await server.db.updateTable('clients').set({ status: 2 }).where('id', '=', blocked.id).execute()
    await expectRefused(route, blocked.token, 403, 'user_blocked', 'User is blocked.')
  })
})

describe.each(ADMIN_ROUTES.map((route) => [label(route), route] as const))('back-office route %s', (_, route) => {
  it('refuses a client token with 403', async () => {
    await expectRefused(route, client.token, 403, 'forbidden')
  })
})

describe('the own client only', () => {
  it("answers each client's own profile, whatever the other ids", async () => {
    const other = await server.newClient()
    const mine = await call('GET', '/web/private/client/client', { token: client.token })
    const theirs = await call('GET', '/web/private/client/client', { token: other.token })
    expect(mine.body.data.id).toBe(client.id)
    expect(theirs.body.data.id).toBe(other.id)
    expect(mine.body.data.email).not.toBe(theirs.body.data.email)
  })

  it('refreshes into a token of the same client', async () => {
    const answer = await call('GET', '/web/private/client/token/refresh', { token: client.token })
    const claims = JSON.parse(Buffer.from(answer.body.data.token.split('.')[1], 'base64url').toString())
    expect(claims.sub).toBe(String(client.id))
  })

  it('lets a blocked client back in once unblocked (status is read on every call)', async () => {
    const someone = await server.newClient()
    await server.db.updateTable('clients').set({ status: 2 }).where('id', '=', someone.id).execute()
    expect((await call('GET', '/web/private/client/client', { token: someone.token })).status).toBe(403)
    await server.db.updateTable('clients').set({ status: 1 }).where('id', '=', someone.id).execute()
    expect((await call('GET', '/web/private/client/client', { token: someone.token })).status).toBe(200)
  })
})

describe('GET /web/private/client/client', () => {
  it('answers the client profile fields', async () => {
    const answer = await call('GET', '/web/private/client/client', { token: client.token })
    expect(answer.status).toBe(200)
    expect(Object.keys(answer.body.data).sort()).toEqual(
      [
        'availableLoanAmount',
        'closedLoansCount',
        'email',
        'fake',
        'firstName',
        'hasActiveLoan',
        'hasActiveRefinancing',
        'hasActualApplication',
        'hasUncancelledApplications',
        'hashedUserId',
        'id',
        'info',
        'lastLoanAmount',
        'payDate',
        'payDays',
        'salaryCycle',
        'status',
        'uuid',
      ].sort(),
    )
  })
})
