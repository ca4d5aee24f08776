import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterEach, describe, expect, it } from 'vitest'
import { patternOf } from '../../server/faults'
import { testServer } from './support/harness'

/** The fault injection switch: PUT/GET/DELETE /web/dev/faults, dev tools only. */

const server = await testServer()
const off = await testServer({ devTools: false })
const { call } = server

afterEach(async () => {
  await call('DELETE', '/web/dev/faults')
})

const setFaults = (rules: unknown[]) => call('PUT', '/web/dev/faults', { body: { rules } })

describe('path patterns', () => {
  it('match the whole path, with * for any run of characters', () => {
    expect(patternOf('/web/private/client/*').test('/web/private/client/loan/active')).toBe(true)
    expect(patternOf('/web/private/client/*').test('/web/private/clientele')).toBe(false)
    expect(patternOf('/web/health').test('/web/health/x')).toBe(false)
    expect(
      patternOf('/web/public/arithmetic/offer/stl/*').test('/web/public/arithmetic/offer/stl/first/3000/weekly/2025-06-20'),
    ).toBe(true)
    expect(patternOf('/web/(a)+.b').test('/web/(a)+.b')).toBe(true)
  })
})

describe('PUT /web/dev/faults', () => {
  it('makes matching calls answer 500 in the error envelope as many times as asked, then lets them through', async () => {
    const set = await setFaults([{ method: 'GET', path: '/web/public/config/calculator', mode: 'error500', times: 2 }])
    expect(set.status).toBe(200)
    expect(set.body.data.rules).toEqual([
      {
        id: expect.any(Number),
        method: 'GET',
        path: '/web/public/config/calculator',
        mode: 'error500',
        times: 2,
        remaining: 2,
        hits: 0,
      },
    ])

    for (let i = 0; i < 2; i += 1) {
      const faulted = await call('GET', '/web/public/config/calculator')
      expect(faulted.status).toBe(500)
      expect(faulted.body.data.error.code).toBe('fault_injected')
    }
    expect((await call('GET', '/web/public/config/calculator')).status).toBe(200)
    expect((await call('GET', '/web/dev/faults')).body.data.rules[0]).toMatchObject({ remaining: 0, hits: 2 })
  })

  it('faults only the method named', async () => {
    await setFaults([{ method: 'POST', path: '/web/public/config/calculator', mode: 'error500' }])
    expect((await call('GET', '/web/public/config/calculator')).status).toBe(200)
  })

  it('answers 401 to a client whose token is good, until cleared', async () => {
    const client = await server.newClient()
    await setFaults([{ path: '/web/private/client/*', mode: 'unauthorized' }])
    const refused = await call('GET', '/web/private/client/client', { token: client.token })
    expect(refused.status).toBe(401)
    expect(refused.body.data.error.code).toBe('invalid_token')

    await call('DELETE', '/web/dev/faults')
    expect((await call('GET', '/web/private/client/client', { token: client.token })).status).toBe(200)
  })

  it("with when: 'after' does the call's work and loses its answer", async () => {
    const person = server.signUpData()
    await setFaults([{ method: 'POST', path: '/web/public/client', mode: 'error500', times: 1, when: 'after' }])
    expect((await call('POST', '/web/public/client', { body: person })).status).toBe(500)
    const login = await call('POST', '/web/public/client/login', { body: { login: person.email, password: person.password } })
    expect(login.status).toBe(200)
  })

  it('holds a hanging call until the rules are cleared, then answers it', async () => {
    await setFaults([{ path: '/web/health', mode: 'hang' }])
    let settled = false
    const held = server.request('/web/health').then((response) => {
      settled = true
      return response
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)

    await call('DELETE', '/web/dev/faults')
    expect((await held).status).toBe(200)
  })

  it('lets go of a hanging call whose caller gave up', async () => {
    await setFaults([{ path: '/web/health', mode: 'hang' }])
    const caller = new AbortController()
    const held = server.request('/web/health', { signal: caller.signal })
    caller.abort()
    const answer = await held
    expect(answer.status).toBe(500)
    expect(await answer.text()).toBe('')
    expect((await call('GET', '/web/dev/faults')).body.data.rules[0].hits).toBe(1)
  })

  it('never faults the switch itself', async () => {
    await setFaults([{ path: '/*', mode: 'error500' }])
    expect((await call('GET', '/web/dev/faults')).status).toBe(200)
    expect((await call('GET', '/web/health')).status).toBe(500)
    expect((await call('DELETE', '/web/dev/faults')).body.data.rules).toEqual([])
    expect((await call('GET', '/web/health')).status).toBe(200)
  })

  it('faults only the calls from the address named', async () => {
    await setFaults([{ path: '/web/health', mode: 'error500', address: '203.0.113.7' }])
    expect((await call('GET', '/web/health', { headers: { 'X-Forwarded-For': '198.51.100.1' } })).status).toBe(200)
    expect((await call('GET', '/web/health', { headers: { 'X-Forwarded-For': '203.0.113.7' } })).status).toBe(500)
  })

  it('replaces the rules it had', async () => {
    await setFaults([{ path: '/web/health', mode: 'error500' }])
    await setFaults([{ path: '/web/public/bank', mode: 'error500' }])
    expect((await call('GET', '/web/health')).status).toBe(200)
    expect((await call('GET', '/web/dev/faults')).body.data.rules.map((rule: { path: string }) => rule.path)).toEqual([
      '/web/public/bank',
    ])
  })

  it.each([
    ['a path that is not one', { path: 'web/health', mode: 'error500' }],
    ['an unknown mode', { path: '/web/health', mode: 'slow' }],
    ['zero times', { path: '/web/health', mode: 'error500', times: 0 }],
    ['an unknown method', { method: 'TRACE', path: '/web/health', mode: 'error500' }],
  ])('refuses %s with 400', async (_, rule) => {
    const answer = await setFaults([rule])
    expect(answer.status).toBe(400)
    expect(answer.body.data.error.details.violations.length).toBeGreaterThan(0)
  })
})

describe('a dropped connection', () => {
  it('reaches the caller as a network failure, and the next call after clearing is answered', async () => {
    const node = serve({ fetch: server.app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
    await new Promise((resolve) => node.once('listening', resolve))
    const base = `http://127.0.0.1:${(node.address() as AddressInfo).port}`
    try {
      await setFaults([{ path: '/web/health', mode: 'drop', times: 1 }])
      await expect(fetch(`${base}/web/health`)).rejects.toThrow(TypeError)
      expect((await fetch(`${base}/web/health`)).status).toBe(200)
    } finally {
      node.closeAllConnections()
      await new Promise((resolve) => node.close(resolve))
    }
  })
})

describe('without dev tools', () => {
  it('has no switch and injects nothing, even with rules in its services', async () => {
    expect(
      (await off.call('PUT', '/web/dev/faults', { body: { rules: [{ path: '/web/health', mode: 'error500' }] } })).status,
    ).toBe(404)
    off.services.faults.set([{ path: '/web/health', mode: 'error500' }])
    expect((await off.call('GET', '/web/health')).status).toBe(200)
  })
})
