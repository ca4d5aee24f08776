import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { TOKEN_TTL_SECONDS } from '../../server/auth/tokens'
import { boot } from '../../server/boot'
import { DEV_CLOCK_HEADER } from '../../server/dev/clock'
import { openTestServer, TEST_START, testServer, type TestServer } from './support/harness'

/** ERP_DEV_CLOCK=1: a call names how far ahead of the clock it is served (X-Dev-Clock-Offset). */

const server = await testServer({ devClock: true })

const at = (seconds: number) => ({ [DEV_CLOCK_HEADER]: String(seconds) })
const profileStatus = async (on: TestServer, token: string, headers: Record<string, string> = {}) =>
  (await on.call('GET', '/web/private/client/client', { token, headers })).status

describe('a call ahead of the clock', () => {
  it('is served at its own time: a token it outlives is refused as expired, one refreshed then still works', async () => {
    const client = await server.newClient()
    const refreshed = await server.call('GET', '/web/private/client/token/refresh', {
      token: client.token,
      headers: at(TOKEN_TTL_SECONDS - 60),
    })
    expect(refreshed.status).toBe(200)
    const renewed: string = refreshed.body.data.token

    const expired = await server.call('GET', '/web/private/client/client', {
      token: client.token,
      headers: at(TOKEN_TTL_SECONDS),
    })
    expect(expired.status).toBe(401)
    expect(expired.body.data.error.code).toBe('token_expired')
    expect(await profileStatus(server, renewed, at(TOKEN_TTL_SECONDS))).toBe(200)
  })

  it('moves no other call, nor the clock itself', async () => {
    const client = await server.newClient()
    expect(await profileStatus(server, client.token, at(TOKEN_TTL_SECONDS))).toBe(401)
    expect(await profileStatus(server, client.token)).toBe(200)
    expect(await profileStatus(server, client.token, at(0))).toBe(200)
    expect(server.services.now().toISOString()).toBe(TEST_START)
  })

  it.each(['-60', '1.5', '86401', 'soon', ''])(
    'is refused for an offset of %j: whole seconds from 0 to a day',
    async (offset) => {
      const client = await server.newClient()
      const answer = await server.call('GET', '/web/private/client/client', {
        token: client.token,
        headers: { [DEV_CLOCK_HEADER]: offset },
      })
      expect(answer.status).toBe(400)
      expect(answer.body.data.error.details.violations[0].propertyPath).toBe(DEV_CLOCK_HEADER)
    },
  )
})

describe('a server without ERP_DEV_CLOCK', () => {
  it('ignores the offset, and so does one without dev tools even with it', async () => {
    for (const options of [{}, { devTools: false, devClock: true }]) {
      const other = await openTestServer(options)
      try {
        const client = await other.newClient()
        expect(other.services.devClock).toBe(false)
        expect(await profileStatus(other, client.token, at(TOKEN_TTL_SECONDS))).toBe(200)
      } finally {
        await other.close()
      }
    }
  })

  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })

  // Outside production it is on (the short-token ERP of playwright.config.ts, tests/e2e/auth.spec.ts).
  it('is ignored at boot in production, even with dev tools', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'erp-clock-'))
    dirs.push(dir)
    // Production without a seed keeps the boot quick; the SQLite file is enough here.
    const booted = await boot({
      ERP_DATA_DIR: dir,
      NODE_ENV: 'production',
      ERP_DEV_TOOLS: '1',
      JWT_SECRET: 't'.repeat(40),
      ERP_DEV_CLOCK: '1',
    })
    try {
      expect(booted.services.devTools).toBe(true)
      expect(booted.services.devClock).toBe(false)
    } finally {
      await booted.close()
    }
  })
})
