import { describe, expect, it } from 'vitest'
import { freeAt } from '../../server/accounts/code-state'
import { curpCheckDigit } from '../../server/accounts/curp'
import { latestCode, testServer, type TestClient } from './support/harness'

const server = await testServer()
const { call, clock } = server
const P = '/web/private/client'
const MINUTE = 60_000
const statusOf = (answer: { body: any }, field: string) =>
  (answer.body.data.error.details.violations as Array<{ propertyPath: string; status: string }>).find(
    (v) => v.propertyPath === field,
  )?.status
const at = (offsetMs: number) => new Date(clock.now().getTime() + offsetMs).toISOString()

/** Moves the clock and answers a fresh token for the client (the sign-up one lasts 15 minutes). */
async function later(client: TestClient, ms: number): Promise<string> {
  clock.advance(ms)
  return server.sign({ accountType: 'client', id: client.id })
}

describe('POST phone/sms-code-ts', () => {
  it('sends the code like phone/sms-code and answers when it was sent, expires and may be asked again', async () => {
    const me = await server.newClient()
    const token = await later(me, MINUTE + 1000)
    const sent = await call('POST', `${P}/phone/sms-code-ts`, { token, body: {} })
    expect(sent.status).toBe(200)
    // Sign-up sent the first code of the day; this is the second of ten.
    expect(sent.body.data).toEqual({
      sent: true,
      sentAt: at(0),
      expiresAt: at(10 * MINUTE),
      retryAfterSeconds: 60,
      nextCodeAt: at(MINUTE),
      remainingToday: 8,
    })
    expect((await latestCode(server, me.phone)).purpose).toBe('phone_verification')
  })

  it('keeps the limits of phone/sms-code: a second code within the minute, a fourth within the hour, an eleventh within the day', async () => {
    const me = await server.newClient()
    let token = await later(me, MINUTE + 1000)
    const send = (t: string) => call('POST', `${P}/phone/sms-code-ts`, { token: t, body: {} })
    // Sign-up's code at 0:00, this one at 1:01: the second of the hour.
    expect((await send(token)).status).toBe(200)
    const burst = await send(token)
    expect(burst.status).toBe(429)
    expect(burst.body.data.error.code).toBe('already_sent_in_last_minutes')
    expect(statusOf(burst, 'children[mobilePhone].children[number].data')).toBe('already_sent_in_last_minutes')
    token = await later(me, MINUTE + 1000)
    const third = await send(token)
    expect(third.body.data).toMatchObject({ remainingToday: 7, retryAfterSeconds: 60 * 60 - 2 * 61 })
    token = await later(me, MINUTE + 1000)
    const hour = await send(token)
    expect(hour.status).toBe(429)
    expect(hour.body.data.error.code).toBe('already_sent_in_last_minutes')
    // The sign-up's code leaves the hour at 60:00.
    expect(Number(hour.headers.get('Retry-After'))).toBe(60 * 60 - 3 * 61)
    // Three an hour: seven more codes in seven more hours, then the day's ten are used up.
    for (let n = 4; n <= 10; n += 1) {
      token = await later(me, 60 * MINUTE)
      expect((await send(token)).body.data.remainingToday).toBe(10 - n)
    }
    token = await later(me, 60 * MINUTE)
    const day = await send(token)
    expect(day.status).toBe(429)
    expect(day.body.data.error.code).toBe('request_count_by_day_exceed')
  })

  it('sends to a new number with the same rules as phone/sms-code', async () => {
    const me = await server.newClient()
    const send = (number: string) =>
      call('POST', `${P}/phone/sms-code-ts`, { token: me.token, body: { mobilePhone: { number } } })
    expect(statusOf(await send(me.phone), 'children[mobilePhone].children[number].data')).toBe('not_unique')
    expect(statusOf(await send('123'), 'children[mobilePhone].children[number].data')).toBe('invalid_phone')
    const sent = await send('+52 55 7000 1234')
    expect(sent.status).toBe(200)
    expect(sent.body.data.remainingToday).toBe(9)
    expect((await latestCode(server, '5570001234')).purpose).toBe('phone_verification')
  })
})

describe('POST phone/verify-ts', () => {
  it('verifies the own phone and answers when, with the timing of its codes (the used code no longer expires)', async () => {
    const me = await server.newClient()
    const token = await later(me, 2 * MINUTE)
    const { code } = await latestCode(server, me.phone)
    const wrong = await call('POST', `${P}/phone/verify-ts`, { token, body: { code: code === '000' ? '001' : '000' } })
    expect(wrong.status).toBe(400)
    expect(statusOf(wrong, 'children[code].data')).toBe('invalid_token')
    const verified = await call('POST', `${P}/phone/verify-ts`, { token, body: { code } })
    expect(verified.status).toBe(200)
    expect(verified.body.data).toEqual({
      verified: true,
      verifiedAt: at(0),
      sentAt: at(-2 * MINUTE),
      expiresAt: null,
      retryAfterSeconds: 0,
      nextCodeAt: at(0),
      remainingToday: 9,
    })
    const again = await call('POST', `${P}/phone/verify-ts`, { token, body: { code } })
    expect(again.status).toBe(404)
    expect(again.body.message).toBe('Not found')
  })
})

describe('GET verificationCode', () => {
  it('tells what is verified and the timing of the codes, never a code', async () => {
    const me = await server.newClient()
    const fresh = await call('GET', `${P}/verificationCode`, { token: me.token })
    expect(fresh.status).toBe(200)
    expect(fresh.body.data).toEqual({
      phone: {
        number: me.phone,
        verified: false,
        verifiedAt: null,
        sentAt: at(0),
        expiresAt: at(10 * MINUTE),
        retryAfterSeconds: 60,
        nextCodeAt: at(MINUTE),
        remainingToday: 9,
      },
      email: {
        address: me.email,
        verified: false,
        verifiedAt: null,
        sentAt: null,
        expiresAt: null,
        retryAfterSeconds: 0,
        nextCodeAt: at(0),
        remainingToday: 10,
      },
    })
    const { code } = await latestCode(server, me.phone)
    expect(JSON.stringify(fresh.body)).not.toContain(`"${code}"`)

    const token = await later(me, 30_000)
    await call('POST', `${P}/phone/verify`, { token, body: { code } })
    const after = await call('GET', `${P}/verificationCode`, { token })
    expect(after.body.data.phone).toMatchObject({ verified: true, verifiedAt: at(0), expiresAt: null, retryAfterSeconds: 30 })
  })

  it('counts a code out of guesses as no longer usable', async () => {
    const me = await server.newClient()
    const { code } = await latestCode(server, me.phone)
    for (let n = 0; n < 5; n += 1)
      await call('POST', `${P}/phone/verify`, { token: me.token, body: { code: code === '000' ? '001' : '000' } })
    expect((await call('GET', `${P}/verificationCode`, { token: me.token })).body.data.phone.expiresAt).toBeNull()
  })
})

describe('the sliding-window timing (freeAt)', () => {
  const limit = { max: 2, windowMs: 100 }
  it('is now below the limit, else when the oldest of the last max sends leaves the window', () => {
    expect(freeAt([], limit, 1000)).toBe(1000)
    expect(freeAt([950], limit, 1000)).toBe(1000)
    expect(freeAt([920, 950], limit, 1000)).toBe(1020)
    expect(freeAt([850, 920, 950], limit, 1000)).toBe(1020)
    expect(freeAt([905, 920, 950], limit, 1000)).toBe(1020)
  })
})

describe('the CURP verification digit', () => {
  it("computes RENAPO's digit, worked by hand", () => {
    // HEGG560427MVZRRL0: H17×18 + E14×17 + G16×16 + G16×15 + 5×14 + 6×13 + 0×12 + 4×11 + 2×10 + 7×9
    //   + M22×8 + V32×7 + Z36×6 + R28×5 + R28×4 + L21×3 + 0×2
    // = 306 + 238 + 256 + 240 + 70 + 78 + 0 + 44 + 20 + 63 + 176 + 224 + 216 + 140 + 112 + 63 + 0 = 2246
    // → (10 − 2246 mod 10) mod 10 = 4
    expect(curpCheckDigit('HEGG560427MVZRRL04')).toBe(4)
    // PEGR920304MDFRMS0 (docs/ERP.md's sign-up example): P26×18 + E14×17 + G16×16 + R28×15 + 9×14 + 2×13
    //   + 0×12 + 3×11 + 0×10 + 4×9 + M22×8 + D13×7 + F15×6 + R28×5 + M22×4 + S29×3 + 0×2
    // = 468 + 238 + 256 + 420 + 126 + 26 + 0 + 33 + 0 + 36 + 176 + 91 + 90 + 140 + 88 + 87 + 0 = 2275 → 5
    expect(curpCheckDigit('PEGR920304MDFRMS0')).toBe(5)
    // A sum ending in 0 gives 0, not 10: 0000000000000000A → A10×2 = 20 → 0.
    expect(curpCheckDigit('0000000000000000A')).toBe(0)
    // Ñ counts 24 (between N 23 and O 25): Ñ×2 = 48 → 2; N×2 = 46 → 4; O×2 = 50 → 0.
    expect(curpCheckDigit('0000000000000000Ñ')).toBe(2)
    expect(curpCheckDigit('0000000000000000N')).toBe(4)
    expect(curpCheckDigit('0000000000000000O')).toBe(0)
    expect(curpCheckDigit('SHORT')).toBeNull()
    expect(curpCheckDigit('hegg560427mvzrrl0')).toBeNull()
  })
})

describe('GET verification-digit', () => {
  it("answers the digit of the client's CURP and whether the stored one matches", async () => {
    const me = await server.newClient()
    const setCurp = (curp: string | null) => server.db.updateTable('clients').set({ curp }).where('id', '=', me.id).execute()
    await setCurp('HEGG560427MVZRRL04')
    expect((await call('GET', `${P}/verification-digit`, { token: me.token })).body.data).toEqual({
      curp: 'HEGG560427MVZRRL04',
      stored: '4',
      expected: 4,
      valid: true,
    })
    await setCurp('HEGG560427MVZRRL07')
    expect((await call('GET', `${P}/verification-digit`, { token: me.token })).body.data).toMatchObject({
      stored: '7',
      expected: 4,
      valid: false,
    })
  })

  it('falls back to a CURP saved as national identifier, and is 404 without any CURP', async () => {
    const me = await server.newClient()
    await server.db.updateTable('clients').set({ curp: null }).where('id', '=', me.id).execute()
    const none = await call('GET', `${P}/verification-digit`, { token: me.token })
    expect(none.status).toBe(404)
    expect(none.body.data.error.code).toBe('no_curp')
    // An RFC is not a CURP: still none.
    await call('PUT', `${P}/save/nationalIdentificator`, { token: me.token, body: { nationalIdentificator: 'GOAP780710RH7' } })
    expect((await call('GET', `${P}/verification-digit`, { token: me.token })).status).toBe(404)
    // A CURP as national identifier must spell the client's birth date.
    await server.db.updateTable('clients').set({ birth_date: '1953-11-13' }).where('id', '=', me.id).execute()
    await call('PUT', `${P}/save/nationalIdentificator`, {
      token: me.token,
      body: { nationalIdentificator: 'LOOA531113HTCPBN07' },
    })
    expect((await call('GET', `${P}/verification-digit`, { token: me.token })).body.data).toEqual({
      curp: 'LOOA531113HTCPBN07',
      stored: '7',
      expected: 7,
      valid: true,
    })
  })
})
