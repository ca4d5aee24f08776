import { describe, expect, it } from 'vitest'
import { testServer, type TestClient } from './support/harness'

const server = await testServer()
const { call, clock, db } = server
const PATH = '/web/private/client/complete-back-office-client'
const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string }>).find(
    (v) => v.propertyPath === field,
  )?.status

/** A client as the back office leaves it: created by an agent, a temporary password, no consents. */
async function backOfficeClient(): Promise<TestClient> {
  const client = await server.newClient()
  await db
    .updateTable('clients')
    .set({ origin: 'back_office', consent_terms_at: null, consent_privacy_at: null, consent_credit_bureau_at: null })
    .where('id', '=', client.id)
    .execute()
  return client
}

const completion = {
  password: 'MiClave2025',
  repeatPassword: 'MiClave2025',
  consents: { terms: true, privacy: true, creditBureau: true, marketing: true },
}

describe('PUT complete-back-office-client', () => {
  it('sets the own password and the consents once, ends earlier sessions and keeps this one on a fresh token', async () => {
    const me = await backOfficeClient()
    clock.advance(2000)
    const done = await call('PUT', PATH, { token: me.token, body: completion })
    expect(done.status).toBe(200)
    expect(done.body.data.id).toBe(me.id)
    const fresh = done.headers.get('Authorization')?.replace('Bearer ', '')
    expect(fresh).toBeTruthy()

    const row = await db.selectFrom('clients').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow()
    const now = clock.now().toISOString()
    expect(row).toMatchObject({
      consent_terms_at: now,
      consent_privacy_at: now,
      consent_credit_bureau_at: now,
      consent_marketing: 1,
      account_completed_at: now,
    })

    const login = (password: string) => call('POST', '/web/public/client/login', { body: { login: me.email, password } })
    expect((await login(me.password)).status).toBe(401)
    expect((await login('MiClave2025')).status).toBe(200)
    // The session that used the temporary password is over; the fresh token carries on.
    expect((await call('GET', '/web/private/client/client', { token: me.token })).status).toBe(401)
    expect((await call('GET', '/web/private/client/client', { token: fresh })).status).toBe(200)

    const again = await call('PUT', PATH, {
      token: fresh,
      body: { ...completion, password: 'OtraClave1', repeatPassword: 'OtraClave1' },
    })
    expect(again.status).toBe(409)
    expect(again.body.data.error.code).toBe('account_already_complete')
  })

  it('refuses a client who signed up on the web', async () => {
    const me = await server.newClient()
    const answer = await call('PUT', PATH, { token: me.token, body: completion })
    expect(answer.status).toBe(409)
    expect(answer.body.data.error.code).toBe('account_already_complete')
  })

  it('names each broken rule: password length, the temporary one, repetition, consents', async () => {
    const me = await backOfficeClient()
    const complete = (body: unknown) => call('PUT', PATH, { token: me.token, body })
    const short = await complete({
      password: 'abc',
      repeatPassword: 'abd',
      consents: { terms: false, privacy: false, creditBureau: false },
    })
    expect(short.status).toBe(400)
    expect(statusOf(short, 'children[password].data')).toBe('min_length')
    expect(statusOf(short, 'children[repeatPassword].data')).toBe('not_repeated')
    expect(statusOf(short, 'children[consents].children[terms].data')).toBe('required')
    expect(statusOf(short, 'children[consents].children[privacy].data')).toBe('required')
    expect(statusOf(short, 'children[consents].children[creditBureau].data')).toBe('required')
    expect(
      statusOf(
        await complete({ ...completion, consents: { terms: true, privacy: true } }),
        'children[consents].children[creditBureau].data',
      ),
    ).toBe('required')
    expect(
      statusOf(
        await complete({ ...completion, password: 'x'.repeat(25), repeatPassword: 'x'.repeat(25) }),
        'children[password].data',
      ),
    ).toBe('max_length')
    expect(
      statusOf(await complete({ ...completion, password: me.password, repeatPassword: me.password }), 'children[password].data'),
    ).toBe('same_as_old')
    expect(statusOf(await complete({ password: 'MiClave2025', repeatPassword: 'MiClave2025' }), 'children[consents].data')).toBe(
      'required',
    )
    // Nothing was stored by the refused attempts.
    const row = await db
      .selectFrom('clients')
      .select(['account_completed_at', 'consent_terms_at', 'consent_credit_bureau_at'])
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ account_completed_at: null, consent_terms_at: null, consent_credit_bureau_at: null })
  })
})
