import { describe, expect, it } from 'vitest'
import { LIFETIME_MS } from '../../server/accounts/codes'
import { DEV_FAIL_PREFIX, devPassToken } from '../../server/providers/captcha'
import { DEFAULT_LIMITS } from '../../server/services'
import { testServer } from './support/harness'

/**
 * Password recovery never locks its owner out and tells a stranger nothing: past 3 requests an
 * hour naming a login (or an address's threshold) a request needs a captcha, and one that passes
 * it is always served, identically for logins that are accounts and logins that are not. Links
 * go out within the per-destination code limits (3 an hour, 10 a day) and last a day, so a link
 * held back never leaves the owner without a working one.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
// The address thresholds are small here so a test can cross them; the per-login one is the real 3 an hour.
const server = await testServer({
  limits: {
    recoveryCaptchaPerAddress: { max: 6, windowMs: HOUR },
    recoveryFloodPerAddress: { max: 9, windowMs: HOUR },
    codeCaptchaPerAddress: { max: 1, windowMs: HOUR },
  },
})
const { clock } = server
const RECOVER = '/web/public/client/recover/password'
const RESET = '/web/public/client/recover/password/reset'

let addresses = 0
const newAddress = () => `10.77.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`
const recover = (login: string, address: string, captchaToken?: string) =>
  server.call('POST', RECOVER, {
    body: { login, ...(captchaToken ? { captchaToken } : {}) },
    headers: { 'X-Forwarded-For': address },
  })
/** Status, body and Retry-After: everything a caller sees. */
const seen = async (login: string, address: string, captchaToken?: string) => {
  const answer = await recover(login, address, captchaToken)
  return { status: answer.status, body: answer.body, retryAfter: answer.headers.get('Retry-After') }
}
const links = async (destination: string) => {
  const outbox = await server.call('GET', `/web/dev/outbox?destination=${encodeURIComponent(destination)}&limit=100`)
  return (outbox.body.data as { purpose: string; code: string; usedAt: string | null }[]).filter(
    (message) => message.purpose === 'password_recovery',
  )
}

describe('password recovery limits', () => {
  it('ask for a captcha from the fourth request naming a login within the hour, from any address, known login or not, alike', async () => {
    const known = (await server.newClient()).email
    const unknown = 'nadie-login@example.mx'
    const answers = async (login: string) => {
      const list = []
      for (let i = 0; i < 4; i += 1) list.push(await seen(login, newAddress()))
      list.push(await seen(login, newAddress(), `${DEV_FAIL_PREFIX}x`))
      return list
    }
    const forKnown = await answers(known)
    const forUnknown = await answers(unknown)
    expect(forKnown.map((answer) => [answer.status, answer.body.data?.error?.code])).toEqual([
      [200, undefined],
      [200, undefined],
      [200, undefined],
      [428, 'captcha_required'],
      [428, 'captcha_invalid'],
    ])
    expect(forUnknown).toEqual(forKnown)
    expect(forKnown[3]!.retryAfter).toBeNull()
  })

  it('serve every request that passes the captcha, while the links sent stay within 3 an hour', async () => {
    const owner = await server.newClient()
    const strangers = Array.from({ length: 6 }, () => newAddress())
    for (const address of strangers) await recover(owner.email, address, devPassToken(clock.now()))
    expect(await links(owner.email)).toHaveLength(1)
    for (let i = 0; i < 5; i += 1) {
      clock.advance(MINUTE)
      const answer = await recover(owner.email, newAddress(), devPassToken(clock.now()))
      expect(answer.status).toBe(200)
    }
    expect(await links(owner.email)).toHaveLength(3)
    // The owner, asking now, is served too; a link from the last hour is in the inbox and works.
    const mine = await recover(owner.email, newAddress(), devPassToken(clock.now()))
    expect(mine.status).toBe(200)
    const [newest] = await links(owner.email)
    const reset = await server.call('POST', RESET, { body: { token: newest!.code, password: 'Propia2025' } })
    expect(reset.status).toBe(200)
  })

  it("leave the owner a working link even after a stranger's day of requests used up the destination's ten", async () => {
    const owner = await server.newClient()
    // A stranger passes a captcha every 20 minutes for five hours: 15 requests, 10 links.
    for (let i = 0; i < 15; i += 1) {
      await recover(owner.phone, newAddress(), devPassToken(clock.now()))
      clock.advance(20 * MINUTE)
    }
    expect(await links(owner.phone)).toHaveLength(10)
    clock.advance(12 * HOUR)
    // The owner's request 17 hours after the first link is served; no eleventh link goes out,
    // and the newest one, sent about 14 hours ago, still works.
    const mine = await recover(owner.phone, newAddress(), devPassToken(clock.now()))
    expect(mine.status).toBe(200)
    const sent = await links(owner.phone)
    expect(sent).toHaveLength(10)
    const reset = await server.call('POST', RESET, { body: { token: sent[0]!.code, password: 'Propia2026' } })
    expect(reset.status).toBe(200)
    expect(
      (await server.call('POST', '/web/public/client/login', { body: { login: owner.phone, password: 'Propia2026' } })).status,
    ).toBe(200)
  })

  it('last as long as the longest per-destination window, so a link held back always leaves a working one', () => {
    const windows = [
      DEFAULT_LIMITS.codePerDestinationBurst,
      DEFAULT_LIMITS.codePerDestinationHour,
      DEFAULT_LIMITS.codePerDestinationDay,
    ]
    expect(LIFETIME_MS.password_recovery).toBe(24 * HOUR)
    expect(Math.max(...windows.map((limit) => limit.windowMs))).toBeLessThanOrEqual(LIFETIME_MS.password_recovery)
  })

  it('end every other link to the destination with a reset', async () => {
    const owner = await server.newClient()
    for (let i = 0; i < 2; i += 1) {
      await recover(owner.email, newAddress())
      clock.advance(2 * MINUTE)
    }
    const [newest, older] = await links(owner.email)
    expect((await server.call('POST', RESET, { body: { token: newest!.code, password: 'Nueva2027' } })).status).toBe(200)
    const again = await server.call('POST', RESET, { body: { token: older!.code, password: 'Otra2027' } })
    expect(again.status).toBe(400)
    expect(again.body.data.error.details.violations[0].status).toBe('invalid_token')
  })

  it('ask an address for a captcha past its threshold, whichever logins it names, known or not, alike', async () => {
    const knownAddress = newAddress()
    const unknownAddress = newAddress()
    const logins = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(async () => (await server.newClient()).email))
    const fromKnown = []
    const fromUnknown = []
    for (const [i, login] of logins.entries()) {
      fromKnown.push(await seen(login, knownAddress))
      fromUnknown.push(await seen(`nadie-${i}@example.mx`, unknownAddress))
    }
    expect(fromKnown.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 428])
    expect(fromUnknown).toEqual(fromKnown)
    expect((await seen(logins[6]!, knownAddress, devPassToken(clock.now()))).status).toBe(200)
  })

  it('refuse a flood from one address with 429 and Retry-After, whatever the captcha, known or not, alike', async () => {
    const knownAddress = newAddress()
    const unknownAddress = newAddress()
    const logins = await Promise.all(Array.from({ length: 10 }, async () => (await server.newClient()).email))
    const fromKnown = []
    const fromUnknown = []
    for (const [i, login] of logins.entries()) {
      fromKnown.push(await seen(login, knownAddress, devPassToken(clock.now())))
      fromUnknown.push(await seen(`nadie-flood-${i}@example.mx`, unknownAddress, devPassToken(clock.now())))
    }
    expect(fromKnown.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 429])
    expect(fromKnown[9]!.body.data.error.code).toBe('too_many_requests')
    expect(Number(fromKnown[9]!.retryAfter)).toBeGreaterThan(0)
    expect(fromUnknown).toEqual(fromKnown)
  })

  it("do not tell a known login by an address's spent code budget", async () => {
    const address = newAddress()
    // The address's one code of the hour goes to a sign-up code.
    await server.call('POST', '/web/public/client/phone/sms-code', {
      body: { mobilePhone: { number: '5570009999' } },
      headers: { 'X-Forwarded-For': address },
    })
    const known = await seen((await server.newClient()).email, address)
    const unknown = await seen('nadie-presupuesto@example.mx', address)
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
  })
})
