import { describe, expect, it } from 'vitest'
import { envelope, OutboxMessage } from '../../api'
import { z } from '@hono/zod-openapi'
import { testServer } from './support/harness'

const server = await testServer()
const off = await testServer({ devTools: false })
const { call } = server

describe('GET /web/dev/outbox', () => {
  it('lists the newest messages first, for one destination in any spelling', async () => {
    await call('POST', '/web/public/client/phone/sms-code', { body: { mobilePhone: { number: '5570000001' } } })
    server.clock.advance(1000)
    await call('POST', '/web/public/client/email/send-code', { body: { email: 'buzon@example.mx' } })
    server.clock.advance(1000)
    await call('POST', '/web/public/client/phone/sms-code', { body: { mobilePhone: { number: '5570000002' } } })

    const all = envelope(z.array(OutboxMessage)).parse((await call('GET', '/web/dev/outbox')).body).data
    expect(all.map((message) => message.destination)).toEqual(['5570000002', 'buzon@example.mx', '5570000001'])
    expect(all[0]).toMatchObject({ channel: 'sms', purpose: 'phone_verification', usedAt: null })

    const phone = await call('GET', `/web/dev/outbox?destination=${encodeURIComponent('+52 (55) 7000-0001')}`)
    expect(phone.body.data.map((m: { destination: string }) => m.destination)).toEqual(['5570000001'])
    const email = await call('GET', '/web/dev/outbox?destination=BUZON@example.mx')
    expect(email.body.data.map((m: { channel: string }) => m.channel)).toEqual(['email'])
    expect((await call('GET', '/web/dev/outbox?destination=nobody@example.mx')).body.data).toEqual([])
  })

  it('honours the limit', async () => {
    const answer = await call('GET', '/web/dev/outbox?limit=2')
    expect(answer.body.data).toHaveLength(2)
  })

  it.each(['0', '101', 'x'])('refuses limit=%s with 400', async (limit) => {
    expect((await call('GET', `/web/dev/outbox?limit=${limit}`)).status).toBe(400)
  })

  it('answers 404 in the error envelope when dev tools are off', async () => {
    const answer = await off.call('GET', '/web/dev/outbox')
    expect(answer.status).toBe(404)
    expect(answer.body.data.error.code).toBe('not_found')
  })
})
