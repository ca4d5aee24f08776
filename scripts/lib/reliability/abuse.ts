/**
 * The abuse limits of `npm run reliability` (docs/SECURITY.md "Abuse limits"), driven over HTTP
 * against the production bundle (NODE_ENV=production, no dev tools), its captcha the real
 * Turnstile adapter pointed at a local siteverify (./siteverify.ts) with CAPTCHA_SECRET and
 * CAPTCHA_VERIFY_URL, the client addresses read behind a trusted loopback proxy:
 *   - 200 people behind one carrier address each sign up, mistype their password once, log in and
 *     ask for a recovery link, and none is asked for a captcha or refused;
 *   - a stranger's 5 wrong passwords and 3 recovery requests make the owner's next login and
 *     recovery ask for the captcha (428), never refuse them: the owner passes it and gets in;
 *   - codes to one phone stop at 3 in the hour, whoever asks: two were sent earlier in the hour
 *     (written to the database before the start, as the run cannot wait an hour), one more goes,
 *     the next are refused with Retry-After until the first leaves the hour;
 *   - the same bundle without CAPTCHA_SECRET fails closed: the owner below the threshold logs in,
 *     above it no token passes.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { migrateToLatest, openStorage, stamp } from '../../../server/db'
import { startErp, TRUST_LOOPBACK, type Erp } from '../erp'
import { person, pool, send, type Call } from './http'
import { startSiteverify } from './siteverify'

export interface AbuseRun {
  /** People behind the carrier address, and their calls answered as a person expects (201, 401, 200, 200). */
  carrier: { people: number; served: number; asked: number; refused: number }
  /** The owner's login and recovery after the stranger's: what each answered. */
  owner: { loginAsked: string; loginWithCaptcha: number; recoveryAsked: string; recoveryWithCaptcha: number }
  /** Codes to one phone in the hour (two before the run), and the wait the refusals named. */
  codes: { inHour: number; statuses: number[]; retryAfterSeconds: number }
  /** The bundle without a secret: the owner below the threshold, and above it with a token. */
  failClosed: { below: number; above: string }
  problems: string[]
}

const SECRET = 'reliability-turnstile-secret'
const CARRIER = '201.141.20.7'
const PHONE = '5599000001'
const MINUTE = 60_000

const codeOf = (call: Call) => `${call.status} ${call.body?.data?.error?.code ?? ''}`.trim()
const stranger = (n: number) => `203.0.113.${n}`

export async function runAbuse(port: number, options: { people: number; width: number }): Promise<AbuseRun> {
  const problems: string[] = []
  const expect = (what: string, ok: boolean) => {
    if (!ok) problems.push(what)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'lana-clara-abuse-'))
  const siteverify = await startSiteverify(SECRET)
  let erp: Erp | undefined
  try {
    // Two codes to PHONE earlier in this hour (50 and 2 minutes ago).
    const storage = openStorage({ sqliteFile: join(dataDir, 'erp.sqlite') })
    await migrateToLatest(storage.db)
    const now = Date.now()
    for (const ago of [50 * MINUTE, 2 * MINUTE]) {
      const at = new Date(now - ago)
      await storage.db
        .insertInto('verification_codes')
        .values({
          channel: 'sms',
          destination: PHONE,
          purpose: 'phone_verification',
          code: '123',
          message: 'earlier',
          created_at: stamp(at),
          expires_at: stamp(new Date(at.getTime() + 10 * MINUTE)),
        })
        .execute()
    }
    await storage.close()

    erp = await startErp({
      port,
      dataDir,
      env: { ...TRUST_LOOPBACK, CAPTCHA_SECRET: SECRET, CAPTCHA_VERIFY_URL: siteverify.url },
    })
    const base = erp.base

    // 200 people behind one carrier address, 20 at a time.
    const carrier = { people: options.people, served: 0, asked: 0, refused: 0 }
    await pool(
      Array.from({ length: options.people }, (_, i) => person(20_001 + i)),
      options.width,
      async (who) => {
        const calls = [
          [await send(base, 'POST', '/web/public/client', { body: who.signUp, address: CARRIER }), 201],
          [
            await send(base, 'POST', '/web/public/client/login', {
              body: { login: who.email, password: 'Equivocada1' },
              address: CARRIER,
            }),
            401,
          ],
          [
            await send(base, 'POST', '/web/public/client/login', {
              body: { login: who.email, password: who.password },
              address: CARRIER,
            }),
            200,
          ],
          [
            await send(base, 'POST', '/web/public/client/recover/password', { body: { login: who.email }, address: CARRIER }),
            200,
          ],
        ] as const
        if (calls.every(([call, status]) => call.status === status)) carrier.served += 1
        if (calls.some(([call]) => call.status === 428)) carrier.asked += 1
        if (calls.some(([call]) => call.status === 429)) carrier.refused += 1
      },
    )
    expect(
      `behind one address: ${carrier.served} of ${carrier.people} served, ${carrier.asked} asked for a captcha, ${carrier.refused} refused`,
      carrier.served === carrier.people,
    )

    // The owner, and a stranger who knows the owner's e-mail.
    const owner = person(30_001)
    const ownAddress = '198.51.100.30'
    expect(
      'the owner signs up',
      (await send(base, 'POST', '/web/public/client', { body: owner.signUp, address: ownAddress })).status === 201,
    )
    for (let i = 1; i <= 5; i += 1) {
      const wrong = await send(base, 'POST', '/web/public/client/login', {
        body: { login: owner.email, password: `Ajena${i}234` },
        address: stranger(i),
      })
      expect(`the stranger's wrong password ${i} answers 401 (got ${wrong.status})`, wrong.status === 401)
    }
    const login = (captchaToken?: string) =>
      send(base, 'POST', '/web/public/client/login', {
        body: { login: owner.email, password: owner.password, ...(captchaToken ? { captchaToken } : {}) },
        address: ownAddress,
      })
    const loginAsked = codeOf(await login())
    expect(
      `the owner's login after the stranger's asks for the captcha (got ${loginAsked})`,
      loginAsked === '428 captcha_required',
    )
    expect('a token siteverify never issued does not pass', codeOf(await login('0.forged-token')) === '428 captcha_invalid')
    const loginWithCaptcha = (await login(siteverify.solve())).status
    expect(`the owner with the captcha and the right password gets in (got ${loginWithCaptcha})`, loginWithCaptcha === 200)

    for (let i = 11; i <= 13; i += 1) {
      const asked = await send(base, 'POST', '/web/public/client/recover/password', {
        body: { login: owner.email },
        address: stranger(i),
      })
      expect(`the stranger's recovery request ${i - 10} is served (got ${asked.status})`, asked.status === 200)
    }
    const recover = (captchaToken?: string) =>
      send(base, 'POST', '/web/public/client/recover/password', {
        body: { login: owner.email, ...(captchaToken ? { captchaToken } : {}) },
        address: ownAddress,
      })
    const recoveryAsked = codeOf(await recover())
    expect(
      `the owner's recovery after the stranger's asks for the captcha (got ${recoveryAsked})`,
      recoveryAsked === '428 captcha_required',
    )
    const recoveryWithCaptcha = (await recover(siteverify.solve())).status
    expect(`the owner's recovery with the captcha is served (got ${recoveryWithCaptcha})`, recoveryWithCaptcha === 200)

    // Codes to one phone, from five strangers: the third of the hour goes, the rest wait for the first to leave it.
    const statuses: number[] = []
    let retryAfterSeconds = 0
    for (let i = 21; i <= 25; i += 1) {
      const response = await fetch(`${base}/web/public/client/phone/sms-code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': stranger(i) },
        body: JSON.stringify({ mobilePhone: { number: PHONE } }),
      })
      statuses.push(response.status)
      if (response.status === 429) retryAfterSeconds = Number(response.headers.get('Retry-After'))
      await response.body?.cancel()
    }
    // The first earlier code leaves the hour 10 minutes after the run's start.
    expect(`codes to one phone: ${statuses.join(', ')}`, statuses.join() === '200,429,429,429,429')
    expect(
      `the refusals wait for the hour (Retry-After ${retryAfterSeconds} s)`,
      retryAfterSeconds > 5 * 60 && retryAfterSeconds <= 10 * 60,
    )
    await erp.stop()
    erp = undefined

    const after = openStorage({ sqliteFile: join(dataDir, 'erp.sqlite') })
    let inHour = 0
    try {
      const since = stamp(new Date(Date.now() - 60 * MINUTE))
      inHour = (
        await after.db
          .selectFrom('verification_codes')
          .select('id')
          .where('destination', '=', PHONE)
          .where('created_at', '>', since)
          .execute()
      ).length
      const links = await after.db
        .selectFrom('verification_codes')
        .select('id')
        .where('destination', '=', owner.email)
        .where('purpose', '=', 'password_recovery')
        .execute()
      expect(
        `recovery links to the owner: ${links.length}, within the destination's limits`,
        links.length >= 1 && links.length <= 3,
      )
    } finally {
      await after.close()
    }
    expect(`codes to one phone in the hour: ${inHour}`, inHour === 3)

    // The same bundle without a secret: nothing passes once a captcha is needed.
    const closed = await startErp({ port: port + 1, env: TRUST_LOOPBACK })
    let failClosed = { below: 0, above: '' }
    try {
      const who = person(30_002)
      expect(
        'sign-up without a captcha secret',
        (await send(closed.base, 'POST', '/web/public/client', { body: who.signUp, address: ownAddress })).status === 201,
      )
      const below = (
        await send(closed.base, 'POST', '/web/public/client/login', {
          body: { login: who.email, password: who.password },
          address: ownAddress,
        })
      ).status
      for (let i = 31; i <= 35; i += 1) {
        await send(closed.base, 'POST', '/web/public/client/login', {
          body: { login: who.email, password: 'Ajena1234' },
          address: stranger(i),
        })
      }
      const above = codeOf(
        await send(closed.base, 'POST', '/web/public/client/login', {
          body: { login: who.email, password: who.password, captchaToken: siteverify.solve() },
          address: ownAddress,
        }),
      )
      failClosed = { below, above }
      expect(`without a secret, below the threshold the owner logs in (got ${below})`, below === 200)
      expect(`without a secret, above it no token passes (got ${above})`, above === '428 captcha_invalid')
    } finally {
      await closed.stop()
    }

    const verified = siteverify.calls()
    expect(
      `siteverify was asked (${verified.total} calls, ${verified.passed} passed)`,
      verified.passed === 2 && verified.total >= 3,
    )
    return {
      carrier,
      owner: { loginAsked, loginWithCaptcha, recoveryAsked, recoveryWithCaptcha },
      codes: { inHour, statuses, retryAfterSeconds },
      failClosed,
      problems,
    }
  } finally {
    await erp?.stop()
    await siteverify.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
