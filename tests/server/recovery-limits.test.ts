import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

/**
 * Password recovery is limited per login and per client address, identically for logins that
 * are accounts and logins that are not: the 429 and its timing tell a stranger nothing.
 */

const HOUR = 60 * 60 * 1000
const server = await testServer({
  limits: { recoveryPerLogin: { max: 2, windowMs: HOUR }, recoveryPerAddress: { max: 3, windowMs: HOUR }, codePerAddress: { max: 1, windowMs: HOUR } },
})
const RECOVER = '/web/public/client/recover/password'

let addresses = 0
const newAddress = () => `10.77.0.${(addresses += 1)}`
const recover = (login: string, address: string) => server.call('POST', RECOVER, { body: { login }, headers: { 'X-Forwarded-For': address } })
/** Status, body and Retry-After: everything a caller sees. */
const seen = async (login: string, address: string) => {
  const answer = await recover(login, address)
  return { status: answer.status, body: answer.body, retryAfter: answer.headers.get('Retry-After') }
}

describe('password recovery limits', () => {
  it('refuse the third request for one login from any addresses, known login or not, alike', async () => {
    const known = (await server.newClient()).email
    const unknown = 'nadie-login@example.mx'
    const answers = async (login: string) => [await seen(login, newAddress()), await seen(login, newAddress()), await seen(login, newAddress())]
    const forKnown = await answers(known)
    const forUnknown = await answers(unknown)
    expect(forKnown.map((answer) => answer.status)).toEqual([200, 200, 429])
    expect(forUnknown).toEqual(forKnown)
    expect(forKnown[2]!.body.data.error.code).toBe('too_many_requests')
    expect(Number(forKnown[2]!.retryAfter)).toBeGreaterThan(0)
  })

  it('refuse the fourth request from one address, whichever logins it names, known or not, alike', async () => {
    const knownAddress = newAddress()
    const unknownAddress = newAddress()
    const logins = await Promise.all([1, 2, 3, 4].map(async () => (await server.newClient()).email))
    const fromKnown = []
    const fromUnknown = []
    for (const [i, login] of logins.entries()) {
      fromKnown.push(await seen(login, knownAddress))
      fromUnknown.push(await seen(`nadie-${i}@example.mx`, unknownAddress))
    }
    expect(fromKnown.map((answer) => answer.status)).toEqual([200, 200, 200, 429])
    expect(fromUnknown).toEqual(fromKnown)
  })

  it('serve again once the window has passed', async () => {
    const login = 'nadie-tarde@example.mx'
    for (let i = 0; i < 2; i += 1) await recover(login, newAddress())
    expect((await recover(login, newAddress())).status).toBe(429)
    server.clock.advance(HOUR + 1000)
    expect((await recover(login, newAddress())).status).toBe(200)
  })

  it("do not tell a known login by an address's spent code budget", async () => {
    const address = newAddress()
    // The address's one code of the hour goes to a sign-up code.
    await server.call('POST', '/web/public/client/phone/sms-code', { body: { mobilePhone: { number: '5570009999' } }, headers: { 'X-Forwarded-For': address } })
    const known = await seen((await server.newClient()).email, address)
    const unknown = await seen('nadie-presupuesto@example.mx', address)
    expect(known.status).toBe(200)
    expect(unknown).toEqual(known)
  })
})
