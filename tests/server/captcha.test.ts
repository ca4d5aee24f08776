import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it } from 'vitest'
import {
  captchaFromEnv,
  describeCaptcha,
  devPassToken,
  TURNSTILE_HOST,
  TURNSTILE_VERIFY_URL,
  turnstileVerifier,
  unconfiguredCaptcha,
} from '../../server/providers/captcha'
import { openTestServer, testServer } from './support/harness'

/**
 * The captcha adapter (server/providers/captcha.ts): Cloudflare Turnstile's siteverify spoken
 * exactly, failing closed on anything but a success; production without a secret never passes;
 * the development stand-in only with dev tools; the CSP names Turnstile's host only when it is
 * configured.
 */

interface Seen {
  url: string
  init: RequestInit
}

/** A fetch double answering `reply` (or throwing it when it is an Error), and remembering the calls. */
function siteverify(...replies: (object | Error)[]) {
  const calls: Seen[] = []
  const fetchDouble = (async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: url instanceof Request ? url.url : String(url), init: init ?? {} })
    const reply = replies[Math.min(calls.length - 1, replies.length - 1)]!
    if (reply instanceof Error) throw reply
    return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } })
  }) as typeof fetch
  return { calls, fetch: fetchDouble }
}

const TOKEN = '0.zrSnRHO7h0HwSjSCU8oyzbjEtD8p.d62306d4ee00c77dda697f959ebbd7bd97'

describe('Cloudflare Turnstile', () => {
  it("posts the secret, the token, the client's address and an idempotency key to siteverify, and passes on success", async () => {
    const double = siteverify({
      success: true,
      'error-codes': [],
      challenge_ts: '2025-06-15T18:00:00.000Z',
      hostname: 'lanaclara.mx',
      action: 'login',
    })
    const captcha = turnstileVerifier({ secret: '0x4AAAA-secret', fetch: double.fetch })
    expect(await captcha.verify(TOKEN, { remoteIp: '198.51.100.7', action: 'login' })).toEqual({ success: true, errorCodes: [] })
    expect(double.calls).toHaveLength(1)
    const [call] = double.calls
    expect(call!.url).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    expect(call!.init.method).toBe('POST')
    expect(new Headers(call!.init.headers).get('Content-Type')).toBe('application/json')
    const body = JSON.parse(call!.init.body as string)
    expect(body).toEqual({
      secret: '0x4AAAA-secret',
      response: TOKEN,
      remoteip: '198.51.100.7',
      idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
    })
  })

  it.each([
    ['a refusal with its codes', { success: false, 'error-codes': ['timeout-or-duplicate'] }, ['timeout-or-duplicate']],
    ['a refusal without codes', { success: false }, ['invalid-input-response']],
    ['a success for another form', { success: true, 'error-codes': [], action: 'signup' }, ['action-mismatch']],
    ['an answer that is not a verdict', { ok: 'yes' }, ['invalid-input-response']],
  ])('fails on %s', async (_, reply, errorCodes) => {
    const captcha = turnstileVerifier({ secret: 's', fetch: siteverify(reply).fetch })
    expect(await captcha.verify(TOKEN, { action: 'login' })).toEqual({ success: false, errorCodes })
  })

  it('tries siteverify once more with the same idempotency key when no answer came, then fails closed', async () => {
    const lost = siteverify(new TypeError('fetch failed'), { success: true, 'error-codes': [] })
    expect((await turnstileVerifier({ secret: 's', fetch: lost.fetch }).verify(TOKEN, { action: 'login' })).success).toBe(true)
    const keys = lost.calls.map((call) => JSON.parse(call.init.body as string).idempotency_key)
    expect(keys[0]).toBe(keys[1])
    const down = siteverify(new TypeError('fetch failed'))
    expect(await turnstileVerifier({ secret: 's', fetch: down.fetch }).verify(TOKEN, { action: 'login' })).toEqual({
      success: false,
      errorCodes: ['internal-error'],
    })
    expect(down.calls).toHaveLength(2)
  })

  it('does not call siteverify for an empty or over-long token', async () => {
    const double = siteverify({ success: true })
    const captcha = turnstileVerifier({ secret: 's', fetch: double.fetch })
    expect(await captcha.verify('', { action: 'login' })).toEqual({ success: false, errorCodes: ['missing-input-response'] })
    expect(await captcha.verify('x'.repeat(2049), { action: 'login' })).toEqual({
      success: false,
      errorCodes: ['invalid-input-response'],
    })
    expect(double.calls).toEqual([])
  })

  it('speaks to a real HTTP siteverify at CAPTCHA_VERIFY_URL, as a JSON POST', async () => {
    const received: { method?: string; type?: string; body: string }[] = []
    const http = createServer((request: IncomingMessage, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', () => {
        received.push({ method: request.method, type: request.headers['content-type'], body })
        const { response: token } = JSON.parse(body) as { response: string }
        response.setHeader('Content-Type', 'application/json')
        response.end(
          JSON.stringify(
            token === TOKEN
              ? { success: true, 'error-codes': [] }
              : { success: false, 'error-codes': ['invalid-input-response'] },
          ),
        )
      })
    })
    await new Promise<void>((done) => http.listen(0, '127.0.0.1', done))
    try {
      const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/turnstile/v0/siteverify`
      const captcha = captchaFromEnv({
        env: { CAPTCHA_SECRET: 'secreto', CAPTCHA_VERIFY_URL: url },
        devTools: false,
        db: undefined as never,
        now: () => new Date(),
      })
      expect(await captcha.verify(TOKEN, { remoteIp: '198.51.100.9', action: 'recover' })).toEqual({
        success: true,
        errorCodes: [],
      })
      expect(await captcha.verify('otro', { action: 'recover' })).toEqual({
        success: false,
        errorCodes: ['invalid-input-response'],
      })
      expect(received[0]).toMatchObject({ method: 'POST', type: 'application/json' })
      expect(JSON.parse(received[0]!.body)).toMatchObject({ secret: 'secreto', response: TOKEN, remoteip: '198.51.100.9' })
    } finally {
      await new Promise((done) => http.close(done))
    }
  })
})

describe('the captcha from the environment', () => {
  const db = undefined as never
  const now = () => new Date()

  it('is Turnstile with a secret, named in the CSP, and the default siteverify', async () => {
    const captcha = captchaFromEnv({ env: { CAPTCHA_SECRET: 'secreto' }, devTools: true, db, now })
    expect(captcha).toMatchObject({ provider: 'turnstile', configured: true, cspHosts: [TURNSTILE_HOST] })
    expect(TURNSTILE_VERIFY_URL).toBe('https://challenges.cloudflare.com/turnstile/v0/siteverify')
    expect(describeCaptcha(captcha).level).toBe('info')
  })

  it('fails closed in production without a secret, and the start says so', async () => {
    const captcha = captchaFromEnv({ env: { NODE_ENV: 'production' }, devTools: false, db, now })
    expect(captcha).toMatchObject({ provider: 'turnstile', configured: false, cspHosts: [] })
    expect(await captcha.verify(devPassToken(), { action: 'login' })).toEqual({
      success: false,
      errorCodes: ['missing-input-secret'],
    })
    expect(await captcha.verify(TOKEN, { action: 'login' })).toEqual({ success: false, errorCodes: ['missing-input-secret'] })
    expect(describeCaptcha(captcha)).toMatchObject({
      level: 'warn',
      message: expect.stringContaining('CAPTCHA_SECRET is not set'),
    })
  })

  it('is the stand-in with dev tools and no secret, or when asked for; never without dev tools', () => {
    expect(captchaFromEnv({ env: {}, devTools: true, db, now }).provider).toBe('dev')
    expect(captchaFromEnv({ env: { CAPTCHA_PROVIDER: 'dev', CAPTCHA_SECRET: 's' }, devTools: true, db, now }).provider).toBe(
      'dev',
    )
    expect(() => captchaFromEnv({ env: { CAPTCHA_PROVIDER: 'dev' }, devTools: false, db, now })).toThrow(/dev tools/)
  })

  it.each([
    [{ CAPTCHA_PROVIDER: 'recaptcha' }, /CAPTCHA_PROVIDER/],
    [{ CAPTCHA_SECRET: 's', CAPTCHA_VERIFY_URL: 'ftp://x' }, /CAPTCHA_VERIFY_URL/],
  ])('stops the start on %j', (env, message) => {
    expect(() => captchaFromEnv({ env, devTools: false, db, now })).toThrow(message)
  })
})

const withTurnstile = await testServer({
  cspExtraHosts: [],
  captcha: turnstileVerifier({ secret: 's', fetch: siteverify({ success: true }).fetch }),
})

describe('the Content-Security-Policy', () => {
  const policyOf = async (request: (path: string) => Promise<Response>) =>
    (await request('/web/health')).headers.get('Content-Security-Policy') ?? ''

  it("names Turnstile's host for its script and frame when it is configured", async () => {
    const policy = await policyOf(withTurnstile.request)
    expect(policy).toContain(`script-src 'self' ${TURNSTILE_HOST}`)
    expect(policy).toContain(`frame-src 'self' ${TURNSTILE_HOST}`)
  })

  it('names no captcha host with the stand-in or without a secret', async () => {
    const standIn = await openTestServer({ cspExtraHosts: [] })
    const closed = await openTestServer({ cspExtraHosts: [], devTools: false, captcha: unconfiguredCaptcha() })
    try {
      for (const server of [standIn, closed]) {
        const policy = await policyOf(server.request)
        expect(policy).not.toContain('cloudflare')
        expect(policy).not.toContain('frame-src')
      }
    } finally {
      await standIn.close()
      await closed.close()
    }
  })
})
