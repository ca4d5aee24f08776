import { randomBytes } from 'node:crypto'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createApp } from '../../server/app'
import { TEST_COST } from '../../server/auth/password'
import { TOKEN_TTL_SECONDS } from '../../server/auth/tokens'
import { boot } from '../../server/boot'
import { createServices, tokenTtlFromEnv } from '../../server/services'
import { testServer } from './support/harness'

/** ERP_TOKEN_TTL_SECONDS: a server whose tokens expire quickly, for end-to-end tests. */

const server = await testServer()
const { clock } = server
const SECOND = 1000

/** The signed lifetime of a token, read from its payload. */
function lifetimeOf(token: string): number {
  const { iat, exp } = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { iat: number; exp: number }
  return exp - iat
}

/** The same database and clock as `server`, with tokens that last 30 seconds. */
const shortLived = createApp(
  createServices({
    db: server.db,
    jwtSecret: new Uint8Array(randomBytes(32)),
    now: clock.now,
    passwordCost: TEST_COST,
    tokenTtlSeconds: 30,
  }),
  { log: () => {}, cspExtraHosts: [] },
)

async function call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const response = await shortLived.request(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  })
  return { status: response.status, body: await response.json() }
}

describe('a short token lifetime', () => {
  it('issues tokens that are refused once it has passed', async () => {
    const client = await server.newClient()
    const login = await call('POST', '/web/public/client/login', { body: { login: client.email, password: client.password } })
    const token: string = login.body.data.token
    expect(lifetimeOf(token)).toBe(30)
    clock.advance(29 * SECOND)
    expect((await call('GET', '/web/private/client/client', { token })).status).toBe(200)
    clock.advance(1 * SECOND)
    const expired = await call('GET', '/web/private/client/client', { token })
    expect(expired.status).toBe(401)
    expect(expired.body.data.error.code).toBe('token_expired')
  })

  it('is renewed by a refresh before it passes: the new token works after the old one died', async () => {
    const client = await server.newClient()
    const login = await call('POST', '/web/public/client/login', { body: { login: client.email, password: client.password } })
    const first: string = login.body.data.token
    clock.advance(20 * SECOND)
    const refreshed = await call('GET', '/web/private/client/token/refresh', { token: first })
    expect(refreshed.status).toBe(200)
    const second: string = refreshed.body.data.token
    clock.advance(15 * SECOND)
    expect((await call('GET', '/web/private/client/client', { token: first })).status).toBe(401)
    expect((await call('GET', '/web/private/client/client', { token: second })).status).toBe(200)
    clock.advance(16 * SECOND)
    expect((await call('GET', '/web/private/client/client', { token: second })).status).toBe(401)
  })

  it('leaves the other servers on the same database at 15 minutes', async () => {
    const client = await server.newClient()
    expect(lifetimeOf(client.token)).toBe(TOKEN_TTL_SECONDS)
  })
})

describe('ERP_TOKEN_TTL_SECONDS', () => {
  it('defaults to 15 minutes and takes whole seconds from 30 up', () => {
    expect(tokenTtlFromEnv({})).toBe(900)
    expect(tokenTtlFromEnv({ ERP_TOKEN_TTL_SECONDS: '' })).toBe(900)
    expect(tokenTtlFromEnv({ ERP_TOKEN_TTL_SECONDS: '30' })).toBe(30)
    expect(tokenTtlFromEnv({ ERP_TOKEN_TTL_SECONDS: ' 3600 ' })).toBe(3600)
  })

  it.each(['29', '0', '-60', '1.5', '60s', 'abc'])('stops the start on %j', (value) => {
    expect(() => tokenTtlFromEnv({ ERP_TOKEN_TTL_SECONDS: value })).toThrow(/ERP_TOKEN_TTL_SECONDS/)
  })

  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  it('is read at boot, and a bad value stops it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'erp-ttl-'))
    dirs.push(dir)
    // Production without a seed keeps the boot quick; the SQLite file is enough here.
    const env = { ERP_DATA_DIR: dir, NODE_ENV: 'production', JWT_SECRET: 't'.repeat(40), ERP_TOKEN_TTL_SECONDS: '45' }
    const booted = await boot(env)
    try {
      expect(booted.services.tokens.ttlSeconds).toBe(45)
    } finally {
      await booted.close()
    }
    await expect(boot({ ...env, ERP_TOKEN_TTL_SECONDS: '10' })).rejects.toThrow(/at least 30/)
  })
})
