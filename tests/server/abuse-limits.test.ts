import { describe, expect, it } from 'vitest'
import { DEV_FAIL_PREFIX, devPassToken } from '../../server/providers/captcha'
import { DEFAULT_LIMITS } from '../../server/services'
import { latestCode, openTestServer, testServer, type TestServer } from './support/harness'

/**
 * The abuse limits (server/services.ts DEFAULT_LIMITS, docs/SECURITY.md): many clients behind one
 * carrier address are served; past a threshold a person is asked for a captcha, never refused;
 * only a flood far beyond any carrier's is refused; codes stop per destination; lookups that tell
 * who is a client or which promo codes exist are throttled.
 */

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const CARRIER = '201.141.0.7'
const LOGIN = '/web/public/client/login'
const SIGN_UP = '/web/public/client'
const RECOVER = '/web/public/client/recover/password'
const SMS = '/web/public/client/phone/sms-code'
const EMAIL = '/web/public/client/email/send-code'

const from = (address: string) => ({ 'X-Forwarded-For': address })
let addresses = 0
const fresh = () => from(`203.0.${Math.floor((addresses += 1) / 250)}.${addresses % 250}`)
const codeOf = (answer: { body: any }) => answer.body?.data?.error?.code

describe('behind one carrier address, with the default limits', () => {
  it(
    'serves 200 distinct clients in an hour: each signs up, mistypes a password once, logs in and asks for a recovery link, none asked for a captcha',
    { timeout: 240_000 },
    async () => {
      const server = await openTestServer()
      try {
        const statuses = new Map<string, number>()
        const count = (what: string, status: number) =>
          statuses.set(`${what} ${status}`, (statuses.get(`${what} ${status}`) ?? 0) + 1)
        for (let n = 1; n <= 200; n += 1) {
          const data = server.signUpData(n)
          count('sign-up', (await server.call('POST', SIGN_UP, { body: data, headers: from(CARRIER) })).status)
          count(
            'wrong password',
            (await server.call('POST', LOGIN, { body: { login: data.email, password: 'Mal12345' }, headers: from(CARRIER) }))
              .status,
          )
          count(
            'login',
            (await server.call('POST', LOGIN, { body: { login: data.email, password: data.password }, headers: from(CARRIER) }))
              .status,
          )
          count(
            'recovery',
            (await server.call('POST', RECOVER, { body: { login: data.mobilePhone.number }, headers: from(CARRIER) })).status,
          )
          // Spread over the hour, as real people come.
          server.clock.advance(15_000)
        }
        expect(Object.fromEntries(statuses)).toEqual({
          'sign-up 201': 200,
          'wrong password 401': 200,
          'login 200': 200,
          'recovery 200': 200,
        })
        // Failures up to the address's threshold (300 an hour) cross it: the next login needs a captcha.
        for (let n = 200; n < DEFAULT_LIMITS.loginCaptchaPerAddress.max; n += 1) {
          await server.call('POST', LOGIN, {
            body: { login: `nadie${n}@example.mx`, password: 'Mal12345' },
            headers: from(CARRIER),
          })
        }
        const asked = await server.call('POST', LOGIN, {
          body: { login: server.signUpData(1).email, password: 'Secreto123' },
          headers: from(CARRIER),
        })
        expect([asked.status, codeOf(asked)]).toEqual([428, 'captcha_required'])
      } finally {
        await server.close()
      }
    },
  )
})

/** Small thresholds, so each test can cross them in a few calls. */
const server: TestServer = await testServer({
  limits: {
    loginCaptchaPerAddress: { max: 3, windowMs: HOUR },
    loginFloodPerAddress: { max: 6, windowMs: HOUR },
    signUpCaptchaPerAddress: { max: 2, windowMs: HOUR },
    signUpFloodPerAddress: { max: 4, windowMs: HOUR },
    codeCaptchaPerAddress: { max: 3, windowMs: HOUR },
    codeFloodPerAddress: { max: 8, windowMs: HOUR },
    codePerClient: { max: 2, windowMs: HOUR },
    lookupPerAddress: { max: 3, windowMs: HOUR },
    lookupPerClient: { max: 2, windowMs: HOUR },
  },
})
const { call, clock } = server
const pass = () => devPassToken(clock.now())

describe('login', () => {
  it("asks the owner for a captcha after a stranger's 5 wrong passwords; with it and the right password the owner gets in", async () => {
    const owner = await server.newClient()
    for (let i = 0; i < 5; i += 1)
      await call('POST', LOGIN, { body: { login: owner.email, password: 'Mal12345' }, headers: fresh() })
    const asked = await call('POST', LOGIN, { body: { login: owner.email, password: owner.password }, headers: fresh() })
    expect([asked.status, codeOf(asked)]).toEqual([428, 'captcha_required'])
    const passed = await call('POST', LOGIN, {
      body: { login: owner.email, password: owner.password, captchaToken: pass() },
      headers: fresh(),
    })
    expect(passed.status).toBe(200)
  })

  it('checks the captcha before the password: without a valid one, right and wrong passwords answer alike', async () => {
    const owner = await server.newClient()
    for (let i = 0; i < 5; i += 1)
      await call('POST', LOGIN, { body: { login: owner.email, password: 'Mal12345' }, headers: fresh() })
    const answer = async (password: string, captchaToken?: string) => {
      const reply = await call('POST', LOGIN, {
        body: { login: owner.email, password, ...(captchaToken ? { captchaToken } : {}) },
        headers: fresh(),
      })
      return { status: reply.status, body: reply.body }
    }
    expect(await answer(owner.password)).toEqual(await answer('Mal12345'))
    const refused = await answer(owner.password, `${DEV_FAIL_PREFIX}bot`)
    expect([refused.status, refused.body.data.error.code]).toEqual([428, 'captcha_invalid'])
    expect(await answer('Mal12345', `${DEV_FAIL_PREFIX}bot`)).toEqual(refused)
    // A wrong password with a valid captcha is an ordinary wrong password.
    const wrong = await answer('Mal12345', pass())
    expect([wrong.status, wrong.body.data.error.code]).toEqual([401, 'invalid_credentials'])
  })

  it('takes a captcha token once: a replayed one is captcha_invalid', async () => {
    const owner = await server.newClient()
    for (let i = 0; i < 5; i += 1)
      await call('POST', LOGIN, { body: { login: owner.email, password: 'Mal12345' }, headers: fresh() })
    const token = pass()
    expect(
      (await call('POST', LOGIN, { body: { login: owner.email, password: 'Mal12345', captchaToken: token }, headers: fresh() }))
        .status,
    ).toBe(401)
    const replay = await call('POST', LOGIN, {
      body: { login: owner.email, password: owner.password, captchaToken: token },
      headers: fresh(),
    })
    expect([replay.status, codeOf(replay)]).toEqual([428, 'captcha_invalid'])
  })

  it('asks for a captcha alike whether or not the login is an account', async () => {
    const known = (await server.newClient()).email
    const seen = async (login: string) => {
      const list = []
      for (let i = 0; i < 6; i += 1) {
        const reply = await call('POST', LOGIN, { body: { login, password: 'Mal12345' }, headers: fresh() })
        list.push([reply.status, codeOf(reply)])
      }
      return list
    }
    const forKnown = await seen(known)
    expect(forKnown.at(-1)).toEqual([428, 'captcha_required'])
    expect(await seen('nadie-cuenta@example.mx')).toEqual(forKnown)
  })

  it('asks every login from an address for a captcha past its threshold, and refuses a flood with 429 and Retry-After', async () => {
    const address = fresh()
    const owner = await server.newClient()
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await call('POST', LOGIN, { body: { login: `nadie${i}@example.mx`, password: 'Mal12345' }, headers: address })).status,
      ).toBe(401)
    }
    expect((await call('POST', LOGIN, { body: { login: owner.email, password: owner.password }, headers: address })).status).toBe(
      428,
    )
    expect(
      (
        await call('POST', LOGIN, {
          body: { login: owner.email, password: owner.password, captchaToken: pass() },
          headers: address,
        })
      ).status,
    ).toBe(200)
    for (let i = 3; i < 6; i += 1) {
      expect(
        (
          await call('POST', LOGIN, {
            body: { login: `nadie${i}@example.mx`, password: 'Mal12345', captchaToken: pass() },
            headers: address,
          })
        ).status,
      ).toBe(401)
    }
    const flood = await call('POST', LOGIN, {
      body: { login: owner.email, password: owner.password, captchaToken: pass() },
      headers: address,
    })
    expect([flood.status, codeOf(flood)]).toEqual([429, 'too_many_requests'])
    expect(Number(flood.headers.get('Retry-After'))).toBe(60 * 60)
    // From anywhere else the owner is served at once; from the address, once the hour has passed.
    expect((await call('POST', LOGIN, { body: { login: owner.email, password: owner.password }, headers: fresh() })).status).toBe(
      200,
    )
    clock.advance(HOUR)
    expect((await call('POST', LOGIN, { body: { login: owner.email, password: owner.password }, headers: address })).status).toBe(
      200,
    )
  })
})

describe('sign-up', () => {
  it('asks an address for a captcha past its threshold of sign-ups, and refuses a flood', async () => {
    const address = fresh()
    const signUp = (captchaToken?: string) =>
      call('POST', SIGN_UP, { body: { ...server.signUpData(), ...(captchaToken ? { captchaToken } : {}) }, headers: address })
    expect((await signUp()).status).toBe(201)
    expect((await signUp()).status).toBe(201)
    const asked = await signUp()
    expect([asked.status, codeOf(asked)]).toEqual([428, 'captcha_required'])
    expect((await signUp(pass())).status).toBe(201)
    expect((await signUp(pass())).status).toBe(201)
    const flood = await signUp(pass())
    expect([flood.status, codeOf(flood)]).toEqual([429, 'too_many_requests'])
    expect(flood.headers.get('Retry-After')).not.toBeNull()
  })

  it('answers a broken form without counting it or asking for a captcha, and tells "already taken" only after the captcha', async () => {
    const address = fresh()
    const taken = await server.newClient()
    for (let i = 0; i < 4; i += 1) {
      const broken = await call('POST', SIGN_UP, { body: { ...server.signUpData(), curp: 'NOVALE' }, headers: address })
      expect(broken.status).toBe(400)
    }
    for (let i = 0; i < 2; i += 1) {
      const again = await call('POST', SIGN_UP, { body: { ...server.signUpData(), email: taken.email }, headers: address })
      expect(again.body.data.error.details.violations.map((v: { status: string }) => v.status)).toEqual(['not_unique'])
    }
    const asked = await call('POST', SIGN_UP, { body: { ...server.signUpData(), email: taken.email }, headers: address })
    expect([asked.status, codeOf(asked)]).toEqual([428, 'captcha_required'])
  })

  it("counts its phone code against the address's codes: past their threshold the sign-up needs a captcha", async () => {
    const address = fresh()
    for (let i = 0; i < 3; i += 1) {
      expect((await call('POST', SMS, { body: { mobilePhone: { number: `57000000${10 + i}` } }, headers: address })).status).toBe(
        200,
      )
    }
    const asked = await call('POST', SIGN_UP, { body: server.signUpData(), headers: address })
    expect([asked.status, codeOf(asked)]).toEqual([428, 'captcha_required'])
  })

  it("keeps the phone's limits for its code: a number strangers filled with codes gets none, the account is made", async () => {
    const data = server.signUpData()
    const phone = data.mobilePhone.number
    for (let i = 0; i < 3; i += 1) {
      await call('POST', SMS, { body: { mobilePhone: { number: phone } }, headers: fresh() })
      clock.advance(MINUTE)
    }
    expect((await call('POST', SIGN_UP, { body: data, headers: fresh() })).status).toBe(201)
    const outbox = await call('GET', `/web/dev/outbox?destination=${phone}&limit=10`)
    expect(outbox.body.data).toHaveLength(3)
  })
})

describe('codes', () => {
  it('stop at 3 an hour per destination whoever asks, captcha or not', async () => {
    const phone = '5570101010'
    const statuses = []
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await call('POST', SMS, { body: { mobilePhone: { number: phone }, captchaToken: pass() }, headers: fresh() })).status,
      )
      clock.advance(MINUTE)
    }
    expect(statuses).toEqual([200, 200, 200, 429, 429])
  })

  it('ask a guest address for a captcha past its threshold, then refuse a flood', async () => {
    const address = fresh()
    let number = 5570200000
    const send = (captchaToken?: string) =>
      call('POST', SMS, {
        body: { mobilePhone: { number: String((number += 1)) }, ...(captchaToken ? { captchaToken } : {}) },
        headers: address,
      })
    for (let i = 0; i < 3; i += 1) expect((await send()).status).toBe(200)
    const asked = await send()
    expect([asked.status, codeOf(asked)]).toEqual([428, 'captcha_required'])
    for (let i = 3; i < 8; i += 1) expect((await send(pass())).status).toBe(200)
    const flood = await send(pass())
    expect([flood.status, codeOf(flood)]).toEqual([429, 'too_many_requests'])
  })

  it('limit a signed-in client per client, on every code route, to any destinations', async () => {
    const client = await server.newClient()
    const email = (n: number) =>
      call('POST', EMAIL, { body: { email: `nuevo${n}-${client.id}@example.mx` }, token: client.token, headers: fresh() })
    expect((await email(1)).status).toBe(200)
    expect((await email(2)).status).toBe(200)
    const limited = await email(3)
    expect([limited.status, codeOf(limited)]).toEqual([429, 'too_many_requests'])
    const phone = await call('POST', '/web/private/client/phone/sms-code', {
      body: { mobilePhone: { number: '5570300001' } },
      token: client.token,
      headers: fresh(),
    })
    expect([phone.status, codeOf(phone)]).toEqual([429, 'too_many_requests'])
  })
})

describe('lookups that would enumerate clients or promo codes', () => {
  it('throttle the client check per address, whatever it answers', async () => {
    const address = fresh()
    const known = await server.newClient()
    const check = (value: string) =>
      call('GET', `/web/public/client/check/email/${encodeURIComponent(value)}`, { headers: address })
    expect((await check(known.email)).body.data).toEqual({ exists: true })
    expect((await check('nadie-1@example.mx')).body.data).toEqual({ exists: false })
    expect((await check('nadie-2@example.mx')).status).toBe(200)
    const limited = await check(known.email)
    expect([limited.status, codeOf(limited)]).toEqual([429, 'too_many_requests'])
    expect(Number(limited.headers.get('Retry-After'))).toBe(60 * 60)
    expect(
      (await call('GET', `/web/public/client/check/email/${encodeURIComponent(known.email)}`, { headers: fresh() })).status,
    ).toBe(200)
  })

  it('throttle the client check per signed-in client too, from any address', async () => {
    const client = await server.newClient()
    const check = (n: number) =>
      call('GET', `/web/public/client/check/email/nadie-${n}%40example.mx`, { token: client.token, headers: fresh() })
    expect((await check(1)).status).toBe(200)
    expect((await check(2)).status).toBe(200)
    expect((await check(3)).status).toBe(429)
  })

  it('spend once per value: asking again about the same one costs nothing', async () => {
    const address = fresh()
    const check = (value: string) =>
      call('GET', `/web/public/client/check/email/${encodeURIComponent(value)}`, { headers: address })
    for (let i = 0; i < 10; i += 1) expect((await check('una-vez@example.mx')).status).toBe(200)
    expect((await check('Una-Vez@example.mx')).status).toBe(200)
    expect((await check('otra@example.mx')).status).toBe(200)
  })

  it('spend once for a mistyped promo code however often the calculator sends it', async () => {
    const address = fresh()
    const offer = (promo: string, amount: number) =>
      call('GET', `/web/public/arithmetic/offer/stl/first/${amount}/monthly/15?promoName=${promo}`, { headers: address })
    for (const amount of [1000, 1500, 2000, 2500, 3000, 3500]) expect((await offer('BIENVENIDO', amount)).status).toBe(400)
    expect((await offer('OTRO1', 3000)).status).toBe(400)
    expect((await offer('OTRO2', 3000)).status).toBe(400)
    expect((await offer('OTRO3', 3000)).status).toBe(429)
  })

  it('spend the promo budget on unknown codes only, then answer 429 to any code, known or not', async () => {
    const address = fresh()
    const offer = (promo?: string) =>
      call('GET', `/web/public/arithmetic/offer/stl/first/3000/monthly/15${promo ? `?promoName=${promo}` : ''}`, {
        headers: address,
      })
    const known = await offer('BIENVENIDA')
    expect(known.status).not.toBe(429)
    for (const guess of ['PROMO1', 'PROMO2', 'PROMO3']) {
      const miss = await offer(guess)
      expect(miss.body.data.error.details.violations[0]).toMatchObject({
        propertyPath: 'promoName',
        status: 'invalid_promo_code',
      })
    }
    expect([(await offer('BIENVENIDA')).status, (await offer('PROMO4')).status]).toEqual([429, 429])
    // The calculator's own requests, without a code, are not lookups.
    expect((await offer()).status).not.toBe(429)
  })

  it("spend a client's promo budget on codes that do not exist or do not apply", async () => {
    const client = await server.newClient()
    const check = (promoCode: string) =>
      call('POST', '/web/private/client/discounts/promo-code', { body: { promoCode }, token: client.token, headers: fresh() })
    expect((await check('BIENVENIDA')).status).toBe(200)
    expect((await check('CLIENTEFIEL')).body.data.error.details.violations[0].status).toBe('not_applicable')
    expect((await check('NOEXISTE')).body.data.error.details.violations[0].status).toBe('invalid_promo_code')
    expect((await check('BIENVENIDA')).status).toBe(429)
  })

  it('throttle referral answers that tell whether an invitee is a client', async () => {
    const client = await server.newClient()
    const invitee = await server.newClient()
    const refer = (body: object) =>
      call('POST', '/web/private/client/referrals', { body: { name: 'Amiga', ...body }, token: client.token, headers: fresh() })
    const first = await refer({ email: invitee.email })
    expect(first.body.data.error.details.violations[0].status).toBe('already_client')
    expect((await refer({ phone: '5570400001' })).status).toBe(201)
    const limited = await refer({ phone: invitee.phone })
    expect([limited.status, codeOf(limited)]).toEqual([429, 'too_many_requests'])
  })
})

describe('the captcha stand-in', () => {
  it('serves its script and a steering switch only with dev tools on', async () => {
    const script = await server.request('/web/dev/captcha/api.js')
    expect(script.status).toBe(200)
    expect(script.headers.get('Content-Type')).toContain('javascript')
    const text = await script.text()
    expect(text).toContain('window.turnstile')
    expect(text).toContain('No soy un robot')
    const production = await openTestServer({ devTools: false })
    try {
      expect((await production.request('/web/dev/captcha/api.js')).status).toBe(404)
      expect((await production.call('PUT', '/web/dev/captcha/steering', { body: { failNext: 1 } })).status).toBe(404)
    } finally {
      await production.close()
    }
  })

  it('fails the next verifications when steered, whatever the token', async () => {
    const owner = await server.newClient()
    for (let i = 0; i < 5; i += 1)
      await call('POST', LOGIN, { body: { login: owner.email, password: 'Mal12345' }, headers: fresh() })
    expect((await call('PUT', '/web/dev/captcha/steering', { body: { failNext: 1 } })).body.data).toEqual({ failNext: 1 })
    const steered = await call('POST', LOGIN, {
      body: { login: owner.email, password: owner.password, captchaToken: pass() },
      headers: fresh(),
    })
    expect([steered.status, codeOf(steered)]).toEqual([428, 'captcha_invalid'])
    expect(
      (
        await call('POST', LOGIN, {
          body: { login: owner.email, password: owner.password, captchaToken: pass() },
          headers: fresh(),
        })
      ).status,
    ).toBe(200)
  })

  it('refuses a token older than five minutes, as Turnstile does', async () => {
    const owner = await server.newClient()
    for (let i = 0; i < 5; i += 1)
      await call('POST', LOGIN, { body: { login: owner.email, password: 'Mal12345' }, headers: fresh() })
    const old = pass()
    clock.advance(5 * MINUTE)
    const late = await call('POST', LOGIN, {
      body: { login: owner.email, password: owner.password, captchaToken: old },
      headers: fresh(),
    })
    expect([late.status, codeOf(late)]).toEqual([428, 'captcha_invalid'])
  })

  it('sends the codes the outbox shows: a sign-up code passed with the captcha arrives', async () => {
    const address = fresh()
    for (let i = 0; i < 2; i += 1) await call('POST', SIGN_UP, { body: server.signUpData(), headers: address })
    const data = server.signUpData()
    expect((await call('POST', SIGN_UP, { body: { ...data, captchaToken: pass() }, headers: address })).status).toBe(201)
    expect(await latestCode(server, data.mobilePhone.number)).toMatchObject({ purpose: 'phone_verification' })
  })
})
