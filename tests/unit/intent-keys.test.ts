import { describe, expect, it } from 'vitest'
import { createApiClient } from '../../src/api/client'
import { intentKeys } from '../../src/api/intent'
import { referralCalls } from '../../src/api/referrals'
import { NO_RESPONSE } from '../../src/api/answer'

/** A creating call sends one Idempotency-Key per intent, kept across its retries. */

const failed = { ok: false as const, status: NO_RESPONSE, violations: [] }
const accepted = { ok: true as const, status: 201, data: {} }

describe('intentKeys', () => {
  it('sends a retry of the same body with the same key until it is accepted, then starts a new intent', async () => {
    const once = intentKeys()
    const keys: string[] = []
    const answers = [failed, failed, accepted, accepted]
    for (const answer of answers) await once({ name: 'Ana' }, async (key) => (keys.push(key), answer))
    expect(keys[1]).toBe(keys[0])
    expect(keys[2]).toBe(keys[0])
    expect(keys[3]).not.toBe(keys[0])
  })

  it('starts a new intent when the body changes', async () => {
    const once = intentKeys()
    const keys: string[] = []
    await once({ name: 'Ana' }, async (key) => (keys.push(key), failed))
    await once({ name: 'Ana María' }, async (key) => (keys.push(key), failed))
    expect(keys[1]).not.toBe(keys[0])
  })
})

describe('a referral sent again after no answer', () => {
  it('goes with the key of its first send', async () => {
    const sent: Request[] = []
    let calls = 0
    const api = createApiClient({
      baseUrl: 'http://erp.test',
      fetch: async (request) => {
        sent.push(request)
        calls += 1
        if (calls === 1) throw new TypeError('connection reset')
        return new Response(
          JSON.stringify({
            data: { id: 1, name: 'Ana', phone: '5512345678', email: null, code: 'R1', status: 'pending', createdAt: '' },
          }),
          {
            status: 201,
            headers: { 'Content-Type': 'application/json' },
          },
        )
      },
    })
    const referrals = referralCalls(api)
    const body = { name: 'Ana', phone: '5512345678', email: null }
    await expect(referrals.create(body)).rejects.toMatchObject({ status: NO_RESPONSE })
    await referrals.create(body)
    const keys = sent.map((request) => request.headers.get('Idempotency-Key'))
    expect(keys[0]).toMatch(/.{16,}/)
    expect(keys[1]).toBe(keys[0])
  })
})
