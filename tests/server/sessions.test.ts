import { setTimeout as sleep } from 'node:timers/promises'
import { describe, expect, it } from 'vitest'
import { decodeToken } from '../../src/domain/token'
import { clientSubject, signToken } from '../../server/accounts/sessions'
import { findClientById } from '../../server/accounts/clients'
import { latestCode, testServer, type Answer } from './support/harness'

/**
 * Sessions end exactly (docs/SECURITY.md "Sessions"): a password change or reset ends the other
 * sessions for their very next call, whatever their tokens' issue times; a session is renewed for
 * 12 hours at most; logout ends every token of its login.
 */

const server = await testServer()
const { call, clock } = server

const CLIENT_REFRESH = '/web/private/client/token/refresh'
const ADMIN_REFRESH = '/web/private/back-office/token/refresh'
const PROFILE = '/web/private/client/client'
const CHANGE = '/web/private/client/change/password'
const LOGIN = '/web/public/client/login'
const RECOVER = '/web/public/client/recover/password'
const RESET = '/web/public/client/recover/password/reset'
const MINUTE = 60_000
const HOUR = 60 * MINUTE

let addresses = 0
const fromNewAddress = () => ({ 'X-Forwarded-For': `203.0.113.${(addresses += 1)}` })

const codeOf = (answer: Answer) => answer.body?.data?.error?.code as string | undefined

/** A second device of the same client: its own login, its own session. */
async function loginAgain(login: string, password: string): Promise<string> {
  const answer = await call('POST', LOGIN, { body: { login, password }, headers: fromNewAddress() })
  expect(answer.status).toBe(200)
  return answer.body.data.token
}

/** Where a refresh call left, relative to the password change: before it was sent, while it ran, after its answer. */
type Phase = 'before' | 'during' | 'after'

interface RefreshCall {
  phase: Phase
  status: number
}

/**
 * Refreshes every 50 ms with real timers, each call with the token the previous one returned,
 * until a call is refused, or until three calls sent after the change have passed (a session
 * that survives the change). Every token it was given is kept.
 */
function keepRefreshing(first: string, phase: () => Phase) {
  const calls: RefreshCall[] = []
  const tokens = [first]
  const done = (async () => {
    let token = first
    while (calls.filter((c) => c.phase === 'after').length < 3) {
      const leftAt = phase()
      const answer = await call('GET', CLIENT_REFRESH, { token })
      calls.push({ phase: leftAt, status: answer.status })
      if (answer.status !== 200) return
      token = answer.body.data.token
      tokens.push(token)
      await sleep(50)
    }
  })()
  return { calls, tokens, done }
}

/**
 * The refresher was served until the change, and refused from it: every call sent before the
 * change 200, and the last call 401, sent while the change ran or as the first one after its
 * answer. Never a call served once the change was answered.
 */
function expectOutOnItsNextCall(calls: readonly RefreshCall[]): void {
  const before = calls.filter((c) => c.phase === 'before')
  expect(before.length).toBeGreaterThanOrEqual(3)
  expect(
    before.every((c) => c.status === 200),
    JSON.stringify(calls),
  ).toBe(true)
  expect(
    calls.filter((c) => c.phase === 'after' && c.status === 200),
    JSON.stringify(calls),
  ).toEqual([])
  expect(calls.at(-1)?.status, JSON.stringify(calls)).toBe(401)
  expect(calls.filter((c) => c.phase === 'after').length, JSON.stringify(calls)).toBeLessThanOrEqual(1)
}

/** Resolves once `count` refreshes have been answered. */
async function refreshesAnswered(calls: RefreshCall[], count: number): Promise<void> {
  while (calls.length < count) await sleep(10)
}

async function expectEnded(tokens: readonly string[]): Promise<void> {
  for (const token of tokens) {
    const answer = await call('GET', PROFILE, { token })
    expect(answer.status, `token ${tokens.indexOf(token)} of ${tokens.length}`).toBe(401)
    expect(codeOf(answer)).toBe('token_revoked')
  }
}

describe('a password change', () => {
  it('logs a device that keeps refreshing every 50 ms out on its next call, with every token it had', async () => {
    const owner = await server.newClient()
    const other = await loginAgain(owner.email, owner.password)
    let phase: Phase = 'before'
    const refresher = keepRefreshing(other, () => phase)
    await refreshesAnswered(refresher.calls, 3)
    phase = 'during'
    const answer = await call('POST', CHANGE, {
      token: owner.token,
      body: { oldPassword: owner.password, newPassword: 'Nueva456', repeatPassword: 'Nueva456' },
    })
    expect(answer.status).toBe(200)
    phase = 'after'
    await refresher.done

    expectOutOnItsNextCall(refresher.calls)
    // The first token, every refreshed one, and one a refresh in flight during the change returned.
    await expectEnded(refresher.tokens)
    // The device that changed it continues on the token of the answer; its old one ends too.
    const fresh = answer.headers.get('Authorization')!.replace('Bearer ', '')
    expect((await call('GET', PROFILE, { token: fresh })).status).toBe(200)
    await expectEnded([owner.token])
  })

  it('keeps the login deadline of the session it replaces', async () => {
    const owner = await server.newClient()
    const loggedInAt = clock.now().getTime()
    clock.advance(10 * MINUTE)
    const answer = await call('POST', CHANGE, {
      token: owner.token,
      body: { oldPassword: owner.password, newPassword: 'Nueva456', repeatPassword: 'Nueva456' },
    })
    expect(answer.status).toBe(200)
    const fresh = answer.headers.get('Authorization')!.replace('Bearer ', '')
    // A 15-minute token: the deadline (login + 12 h) is further away.
    expect(decodeToken(fresh)?.exp).toBe(clock.now().getTime() / 1000 + 15 * 60)
    const row = await server.db
      .selectFrom('sessions')
      .select(['expires_at', 'ended_at'])
      .where('id', '=', (decodeToken(fresh) as { sid?: string }).sid!)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ expires_at: new Date(loggedInAt + 12 * HOUR).toISOString(), ended_at: null })
  })

  it('refuses a session that a login opened with the old password while the change was under way', async () => {
    const owner = await server.newClient()
    // The login read the account (and checked the old password) before the change…
    const readBeforeChange = await findClientById(server.db, owner.id)
    const answer = await call('POST', CHANGE, {
      token: owner.token,
      body: { oldPassword: owner.password, newPassword: 'Nueva456', repeatPassword: 'Nueva456' },
    })
    expect(answer.status).toBe(200)
    // …and opens its session after it.
    const late = await signToken(server.services, clientSubject(readBeforeChange!))
    const refused = await call('GET', PROFILE, { token: late.token })
    expect(refused.status).toBe(401)
    expect(codeOf(refused)).toBe('token_revoked')
    // A login with the new password is served.
    expect((await call('GET', PROFILE, { token: await loginAgain(owner.email, 'Nueva456') })).status).toBe(200)
  })
})

describe('a reset through the recovery link', () => {
  it('logs a device that keeps refreshing every 50 ms out on its next call, with every token it had', async () => {
    const owner = await server.newClient()
    const other = await loginAgain(owner.email, owner.password)
    expect((await call('POST', RECOVER, { body: { login: owner.email }, headers: fromNewAddress() })).status).toBe(200)
    const link = await latestCode(server, owner.email)
    expect(link.purpose).toBe('password_recovery')
    let phase: Phase = 'before'
    const refresher = keepRefreshing(other, () => phase)
    await refreshesAnswered(refresher.calls, 3)
    phase = 'during'
    const answer = await call('POST', RESET, { body: { token: link.code, password: 'Nueva2025' } })
    expect(answer.status).toBe(200)
    phase = 'after'
    await refresher.done

    expectOutOnItsNextCall(refresher.calls)
    await expectEnded([...refresher.tokens, owner.token])
    const rows = await server.db
      .selectFrom('sessions')
      .select(['ended_at', 'end_reason'])
      .where('account_type', '=', 'client')
      .where('account_id', '=', owner.id)
      .execute()
    expect(rows).toHaveLength(2)
    for (const row of rows) expect(row.end_reason).toBe('password_reset')
  })
})

describe('the absolute session lifetime', () => {
  it.each([
    ['a client', CLIENT_REFRESH, async () => (await server.newClient()).token],
    ['a back-office user', ADMIN_REFRESH, async () => (await server.newAdmin()).token],
  ])('lets %s refresh for 12 hours from the login, not a second more', async (_, refresh, login) => {
    const loggedInAt = clock.now().getTime() / 1000
    let token = await login()
    // Every 10 minutes up to 11:50 after the login.
    for (let minutes = 10; minutes <= 710; minutes += 10) {
      clock.advance(10 * MINUTE)
      const answer = await call('GET', refresh, { token })
      expect(answer.status, `refresh at ${minutes} min`).toBe(200)
      token = answer.body.data.token
    }
    // At 11:50 a 15-minute token would outlive the session: it ends with it, at 12:00.
    expect(decodeToken(token)?.exp).toBe(loggedInAt + 12 * 3600)
    clock.advance(10 * MINUTE - 1000)
    const last = await call('GET', refresh, { token })
    expect(last.status).toBe(200)
    expect(decodeToken(last.body.data.token)?.exp).toBe(loggedInAt + 12 * 3600)
    clock.advance(1000)
    for (const stale of [token, last.body.data.token]) {
      const refused = await call('GET', refresh, { token: stale })
      expect(refused.status).toBe(401)
      expect(codeOf(refused)).toBe('token_expired')
    }
  })

  it('refuses a token of a session past its end even if the token has not expired', async () => {
    const client = await server.newClient()
    const sid = (decodeToken(client.token) as { sid?: string }).sid!
    await server.db.updateTable('sessions').set({ expires_at: clock.now().toISOString() }).where('id', '=', sid).execute()
    for (const path of [CLIENT_REFRESH, PROFILE]) {
      const refused = await call('GET', path, { token: client.token })
      expect(refused.status).toBe(401)
      expect(codeOf(refused)).toBe('session_expired')
    }
  })

  it('starts again with a new login', async () => {
    const client = await server.newClient()
    clock.advance(12 * HOUR)
    expect((await call('GET', CLIENT_REFRESH, { token: client.token })).status).toBe(401)
    const again = await loginAgain(client.email, client.password)
    expect((await call('GET', CLIENT_REFRESH, { token: again })).status).toBe(200)
  })
})

describe('logout', () => {
  it('ends every token of the login, refreshed or not, whichever of them logs out', async () => {
    const client = await server.newClient()
    const tokens = [client.token]
    for (let i = 0; i < 3; i += 1) tokens.push((await call('GET', CLIENT_REFRESH, { token: tokens.at(-1) })).body.data.token)
    const otherDevice = await loginAgain(client.email, client.password)
    // An older token of the login logs out: the newer ones end with it.
    expect((await call('POST', '/web/private/client/logout', { token: tokens[1] })).status).toBe(200)
    await expectEnded(tokens)
    const refresh = await call('GET', CLIENT_REFRESH, { token: tokens.at(-1) })
    expect(refresh.status).toBe(401)
    expect(codeOf(refresh)).toBe('token_revoked')
    expect((await call('GET', PROFILE, { token: otherDevice })).status).toBe(200)
    const row = await server.db
      .selectFrom('sessions')
      .select(['ended_at', 'end_reason'])
      .where('id', '=', (decodeToken(tokens[0]) as { sid?: string }).sid!)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ ended_at: clock.now().toISOString(), end_reason: 'logout' })
  })

  it('ends a back-office session the same way', async () => {
    const admin = await server.newAdmin()
    const refreshed = (await call('GET', ADMIN_REFRESH, { token: admin.token })).body.data.token
    expect((await call('POST', '/web/private/user/logout', { token: admin.token })).status).toBe(200)
    for (const token of [admin.token, refreshed]) {
      const answer = await call('GET', ADMIN_REFRESH, { token })
      expect(answer.status).toBe(401)
      expect(codeOf(answer)).toBe('token_revoked')
    }
  })

  it('refuses a token whose session the ERP never opened (an older release, a forged sid)', async () => {
    const client = await server.newClient()
    const { token } = await server.services.tokens.issue({ accountType: 'client', id: client.id }, { sid: 'not-a-session' })
    const answer = await call('GET', PROFILE, { token })
    expect(answer.status).toBe(401)
    expect(codeOf(answer)).toBe('token_revoked')
  })
})
