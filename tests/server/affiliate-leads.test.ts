import { describe, expect, it } from 'vitest'
import { TEST_COST } from '../../server/auth/password'
import { LEAD_MISS_LIMIT } from '../../server/routes/affiliates'
import { seed } from '../../server/seed'
import { testServer } from './support/harness'

const server = await testServer({ seed: true })
const { call } = server
const admin = await server.newAdmin()
const LEADS = '/web/public/affiliate/leads'
const REGISTER = '/web/private/back-office/affiliate/leads'

/** Each test reads from its own address, so the miss budget of one never spills into another. */
let addresses = 0
const fromNewAddress = () => ({ 'X-Forwarded-For': `203.0.113.${(addresses += 1)}` })

describe('GET /web/public/affiliate/leads/{id}', () => {
  it('answers the seeded demo lead with the fields it has, in the order of the affiliate fields', async () => {
    const answer = await call('GET', `${LEADS}/demo-lead`, { headers: fromNewAddress() })
    expect(answer.status).toBe(200)
    expect(answer.body.data).toEqual({
      id: 'demo-lead',
      affiliate: {
        utm_partner: 'comparador-demo',
        utm_source: 'comparador',
        utm_content: 'tabla-de-prestamos',
        utm_campaign: 'lanzamiento',
        utm_medium: 'referral',
        my_source: 'afiliados',
        my_campaign: 'demo',
      },
    })
    expect(Object.keys(answer.body.data.affiliate)).toEqual([
      'utm_partner',
      'utm_source',
      'utm_content',
      'utm_campaign',
      'utm_medium',
      'my_source',
      'my_campaign',
    ])
  })

  it('answers a lead an admin registered, values trimmed and empty ones dropped', async () => {
    const created = await call('POST', REGISTER, {
      token: admin.token,
      body: { utm_partner: '  socio-7 ', gclid: 'Cj0KCQ-abc_123', utm_source: '', my_medium: 'cpc' },
    })
    expect(created.status).toBe(201)
    const { id } = created.body.data
    expect(id).toMatch(/^[A-Za-z0-9_-]{16}$/)
    expect(created.body.data.affiliate).toEqual({ gclid: 'Cj0KCQ-abc_123', utm_partner: 'socio-7', my_medium: 'cpc' })
    const read = await call('GET', `${LEADS}/${id}`, { headers: fromNewAddress() })
    expect(read.status).toBe(200)
    expect(read.body.data).toEqual(created.body.data)
    const row = await server.db
      .selectFrom('affiliate_leads')
      .select(['created_by', 'utm_source'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ created_by: admin.id, utm_source: null })
  })

  it('gives every registered lead its own id', async () => {
    const ids = new Set<string>()
    for (let n = 0; n < 5; n += 1)
      ids.add((await call('POST', REGISTER, { token: admin.token, body: { utm_partner: 'socio-8' } })).body.data.id)
    expect(ids.size).toBe(5)
  })

  it('answers 404 in the error envelope for an id no lead has', async () => {
    const answer = await call('GET', `${LEADS}/no-such-lead`, { headers: fromNewAddress() })
    expect(answer.status).toBe(404)
    expect(answer.body.data.error.code).toBe('not_found')
  })

  it.each([
    ['a space', 'demo%20lead'],
    ['a slash', 'demo%2Flead'],
    ['a dot', 'demo.lead'],
    ['65 characters', 'a'.repeat(65)],
    ['a quote', "demo'lead"],
  ])('answers 400 with a violation on the id for %s', async (_, id) => {
    const answer = await call('GET', `${LEADS}/${id}`, { headers: fromNewAddress() })
    expect(answer.status).toBe(400)
    expect(answer.body.data.error.details.violations).toEqual([expect.objectContaining({ propertyPath: 'id' })])
  })

  it('answers 429 to an address that guessed too many unknown ids, for known leads too, until the window frees; other addresses read on', async () => {
    const guesser = fromNewAddress()
    for (let n = 0; n < LEAD_MISS_LIMIT.max; n += 1) {
      expect((await call('GET', `${LEADS}/guess-${n}`, { headers: guesser })).status).toBe(404)
    }
    const refused = await call('GET', `${LEADS}/demo-lead`, { headers: guesser })
    expect(refused.status).toBe(429)
    expect(refused.body.data.error.code).toBe('too_many_requests')
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await call('GET', `${LEADS}/demo-lead`, { headers: fromNewAddress() })).status).toBe(200)
    server.clock.advance(LEAD_MISS_LIMIT.windowMs + 1000)
    expect((await call('GET', `${LEADS}/demo-lead`, { headers: guesser })).status).toBe(200)
  })

  it('never spends the budget on leads that exist', async () => {
    const reader = fromNewAddress()
    for (let n = 0; n <= LEAD_MISS_LIMIT.max; n += 1) {
      expect((await call('GET', `${LEADS}/demo-lead`, { headers: reader })).status).toBe(200)
    }
  })

  it('is seeded once: seeding again leaves the demo lead as it was', async () => {
    await seed(server.db, TEST_COST, server.clock.now())
    const leads = await server.db.selectFrom('affiliate_leads').select('id').where('id', '=', 'demo-lead').execute()
    expect(leads).toHaveLength(1)
  })
})

describe('POST /web/private/back-office/affiliate/leads', () => {
  const violationsOf = async (body: unknown) => {
    const answer = await call('POST', REGISTER, { token: admin.token, body })
    expect(answer.status).toBe(400)
    return answer.body.data.error.details.violations.map(
      (violation: { propertyPath: string; status: string }) => `${violation.propertyPath} ${violation.status}`,
    )
  }

  it('refuses a lead without a partner', async () => {
    expect(await violationsOf({ utm_source: 'x' })).toEqual(['children[utm_partner].data required'])
    expect(await violationsOf({ utm_partner: '   ' })).toEqual(['children[utm_partner].data required'])
  })

  it('refuses a value over 200 characters', async () => {
    expect(await violationsOf({ utm_partner: 'socio', utm_campaign: 'c'.repeat(201) })).toEqual([
      'children[utm_campaign].data max_length',
    ])
  })

  it('refuses control characters, NUL among them, and stores nothing', async () => {
    const before = await server.db.selectFrom('affiliate_leads').select('id').execute()
    // A NUL is refused by the contract's hook for every route, before the lead's own rules run.
    expect(await violationsOf({ utm_partner: 'soc\u0000io', utm_medium: 'a\nb' })).toEqual([
      'children[utm_partner].data invalid_characters',
    ])
    // A line break is text elsewhere; a marketing parameter refuses it too.
    expect(await violationsOf({ utm_partner: 'socio', utm_medium: 'a\nb' })).toEqual([
      'children[utm_medium].data invalid_characters',
    ])
    expect(await server.db.selectFrom('affiliate_leads').select('id').execute()).toHaveLength(before.length)
  })

  it('is for admins only: a client token is refused 403, no token 401', async () => {
    const client = await server.newClient()
    expect((await call('POST', REGISTER, { token: client.token, body: { utm_partner: 'socio' } })).status).toBe(403)
    expect((await call('POST', REGISTER, { body: { utm_partner: 'socio' } })).status).toBe(401)
  })
})
