/**
 * A local stand-in for Cloudflare Turnstile's siteverify, for `npm run reliability`: the ERP's
 * production bundle runs with CAPTCHA_SECRET and CAPTCHA_VERIFY_URL pointing here, so its real
 * Turnstile adapter (server/providers/captcha.ts) speaks the real protocol over HTTP. The run plays
 * the browser: `solve()` is a widget solved by a person, and hands out a token this server accepts
 * once, within five minutes, for the secret it was started with; anything else is refused with
 * Turnstile's own error codes.
 */
import { randomBytes } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface Siteverify {
  /** CAPTCHA_VERIFY_URL for the ERP. */
  url: string
  /** A token a person would get by solving the widget. */
  solve(): string
  /** Calls answered, and how many passed. */
  calls(): { total: number; passed: number }
  stop(): Promise<void>
}

const LIFETIME_MS = 300_000

export async function startSiteverify(secret: string): Promise<Siteverify> {
  const issued = new Map<string, number>()
  const spent = new Set<string>()
  const answered = new Map<string, object>()
  let total = 0
  let passed = 0
  const server: Server = createServer((request, response) => {
    let body = ''
    request.on('data', (chunk) => (body += chunk))
    request.on('end', () => {
      total += 1
      let input: { secret?: unknown; response?: unknown; idempotency_key?: unknown } = {}
      try {
        input = request.method === 'POST' ? JSON.parse(body) : {}
      } catch {
        /* a bad request, answered below */
      }
      const key = typeof input.idempotency_key === 'string' ? input.idempotency_key : undefined
      // A retry with the same idempotency key gets the first verdict, as Turnstile gives it.
      const verdict = (key === undefined ? undefined : answered.get(key)) ?? judge(input)
      if (key) answered.set(key, verdict)
      if ((verdict as { success: boolean }).success) passed += 1
      response.setHeader('Content-Type', 'application/json')
      response.end(JSON.stringify(verdict))
    })
  })
  const judge = (input: { secret?: unknown; response?: unknown }) => {
    const fail = (code: string) => ({ success: false, 'error-codes': [code] })
    if (typeof input.secret !== 'string' || input.secret === '') return fail('missing-input-secret')
    if (input.secret !== secret) return fail('invalid-input-secret')
    if (typeof input.response !== 'string' || input.response === '') return fail('missing-input-response')
    if (spent.has(input.response)) return fail('timeout-or-duplicate')
    const at = issued.get(input.response)
    if (at === undefined) return fail('invalid-input-response')
    issued.delete(input.response)
    spent.add(input.response)
    if (Date.now() - at > LIFETIME_MS) return fail('timeout-or-duplicate')
    return { success: true, 'error-codes': [], challenge_ts: new Date(at).toISOString(), hostname: '127.0.0.1' }
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    solve() {
      const token = `0.${randomBytes(48).toString('base64url')}`
      issued.set(token, Date.now())
      return token
    },
    calls: () => ({ total, passed }),
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
