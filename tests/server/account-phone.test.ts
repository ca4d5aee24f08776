import { describe, expect, it } from 'vitest'
import { latestCode, testServer } from './support/harness'

const server = await testServer()
const { call, clock } = server
const P = '/web/private/client'
const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string }>).find(
    (v) => v.propertyPath === field,
  )?.status

describe('phone codes and change/phone', () => {
  it('moves the client to a new number proven by the SMS code', async () => {
    const me = await server.newClient()
    const sent = await call('POST', `${P}/phone/sms-code`, {
      token: me.token,
      body: { mobilePhone: { number: '+52 57 1111 2222' } },
    })
    expect(sent.status).toBe(200)
    const sms = await latestCode(server, '5711112222')
    const wrong = await call('PUT', `${P}/change/phone`, {
      token: me.token,
      body: { mobilePhone: { number: '5711112222' }, code: sms.code === '000' ? '001' : '000', currentPassword: me.password },
    })
    expect(wrong.status).toBe(400)
    expect(statusOf(wrong, 'children[code].data')).toBe('invalid_token')
    const changed = await call('PUT', `${P}/change/phone`, {
      token: me.token,
      body: { mobilePhone: { number: '5711112222' }, code: sms.code, currentPassword: 'NoEsMiClave1' },
    })
    // Without the account's password nothing moves.
    expect(statusOf(changed, 'children[currentPassword].data')).toBe('incorrect_old_password')
    const moved = await call('PUT', `${P}/change/phone`, {
      token: me.token,
      body: { mobilePhone: { number: '5711112222' }, code: sms.code, currentPassword: me.password },
    })
    expect(moved.status).toBe(200)
    expect(moved.body.data.info.mobilePhone.number).toBe('5711112222')
    expect(changed.status).toBe(400)
    // The code is used: the same again finds nothing.
    const again = await call('PUT', `${P}/change/phone`, {
      token: me.token,
      body: { mobilePhone: { number: '5711113333' }, code: sms.code, currentPassword: me.password },
    })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Not found')
  })

  it("refuses the client's own number, another client's, a bad one, and a second code within a minute", async () => {
    const me = await server.newClient()
    const other = await server.newClient()
    const send = (number: string) => call('POST', `${P}/phone/sms-code`, { token: me.token, body: { mobilePhone: { number } } })
    expect(statusOf(await send(me.phone), 'children[mobilePhone].children[number].data')).toBe('not_unique')
    expect(statusOf(await send(other.phone), 'children[mobilePhone].children[number].data')).toBe('not_unique')
    expect(statusOf(await send('12345'), 'children[mobilePhone].children[number].data')).toBe('invalid_phone')
    expect((await send('5722223333')).status).toBe(200)
    const burst = await send('5722223333')
    expect(burst.status).toBe(429)
    expect(burst.body.data.error.code).toBe('already_sent_in_last_minutes')
    clock.advance(61_000)
    expect((await send('5722223333')).status).toBe(200)
  })

  it("verifies the client's own phone", async () => {
    const me = await server.newClient()
    // Sign-up sent a code a moment ago: wait out the one-minute limit.
    clock.advance(61_000)
    const sent = await call('POST', `${P}/phone/sms-code`, { token: me.token, body: {} })
    expect(sent.status).toBe(200)
    const sms = await latestCode(server, me.phone)
    const verified = await call('POST', `${P}/phone/verify`, { token: me.token, body: { code: sms.code } })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toEqual({ verified: true })
    const row = await server.db
      .selectFrom('clients')
      .select('phone_verified_at')
      .where('id', '=', me.id)
      .executeTakeFirstOrThrow()
    expect(row.phone_verified_at).toBe(clock.now().toISOString())
  })

  it('completes the sign-up with the phone: its names are the details step, never asked again', async () => {
    const me = await server.newClient()
    const flowStep = async () => (await call('GET', `${P}/flow`, { token: me.token })).body.data.step
    const journey = async () => (await call('GET', `${P}/client-journey/current`, { token: me.token })).body.data.registration
    // Until the phone is verified the sign-up is not complete: the names still stand to be confirmed.
    expect(await flowStep()).toBe('new_client_created')
    const sms = await latestCode(server, me.phone)
    clock.advance(5_000)
    expect((await call('POST', `${P}/phone/verify`, { token: me.token, body: { code: sms.code } })).status).toBe(200)
    expect(await flowStep()).toBe('address')
    expect((await journey()).done).toEqual(['details'])
    const verifiedAt = clock.now().toISOString()
    const details = () =>
      server.db.selectFrom('client_details').select('details_at').where('client_id', '=', me.id).executeTakeFirstOrThrow()
    expect((await details()).details_at).toBe(verifiedAt)
    // A later verification (the same phone again) keeps the first instant.
    clock.advance(61_000)
    expect((await call('POST', `${P}/phone/sms-code`, { token: me.token, body: {} })).status).toBe(200)
    const again = await latestCode(server, me.phone)
    expect((await call('POST', `${P}/phone/verify`, { token: me.token, body: { code: again.code } })).status).toBe(200)
    expect((await details()).details_at).toBe(verifiedAt)
  })

  it('leaves the names of a client an agent created to be confirmed by her, after the phone too', async () => {
    const me = await server.newClient()
    await server.db.updateTable('clients').set({ origin: 'back_office' }).where('id', '=', me.id).execute()
    const sms = await latestCode(server, me.phone)
    expect((await call('POST', `${P}/phone/verify`, { token: me.token, body: { code: sms.code } })).status).toBe(200)
    expect((await call('GET', `${P}/flow`, { token: me.token })).body.data.step).toBe('new_client_created')
  })
})
