/**
 * HTTP for `npm run reliability`: one JSON call against a live ERP, timed; the people the load
 * signs up; the application they apply for.
 */
import { mexicoToday } from '../../../src/domain/today'
import { applicationBody, type Caller } from '../../../tests/support/journey'
import { signUpOf, type SignUpData } from '../../../tests/support/people'
import { percentile } from '../report'

export interface Call {
  /** The HTTP status; -1 when no answer came (refused, reset, timed out). */
  status: number
  ms: number
  body: any
}

export interface CallOptions {
  body?: unknown
  token?: string
  headers?: Record<string, string>
  /** The client address the ERP sees (it trusts its loopback peer's X-Forwarded-For): each person has their own. */
  address?: string
  timeoutMs?: number
}

/** Every call's duration, for the p99 of the load table. */
export class Timings {
  readonly ms: number[] = []
  errors = 0
  /** Calls that got no answer at all (the crash cuts them off). */
  noAnswer = 0
  /** The first failures, `METHOD path → status`, to say what went wrong. */
  readonly failures: string[] = []
  add(call: Call, ok: boolean, what: string): void {
    this.ms.push(call.ms)
    if (ok) return
    this.errors += 1
    if (call.status === -1) this.noAnswer += 1
    if (this.failures.length < 20) this.failures.push(`${what} → ${call.status} ${JSON.stringify(call.body ?? '').slice(0, 160)}`)
  }
  p99(): number {
    return this.ms.length === 0 ? 0 : Math.round(percentile(this.ms, 0.99))
  }
}

export async function send(base: string, method: string, path: string, options: CallOptions = {}): Promise<Call> {
  const started = performance.now()
  try {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...(options.token ? { Authorization: `Bearer ${options.token}` } : {}),
        ...(options.address ? { 'X-Forwarded-For': options.address } : {}),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      signal: AbortSignal.timeout(options.timeoutMs ?? 30_000),
    })
    const text = await response.text()
    let body: any
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = text
    }
    return { status: response.status, ms: performance.now() - started, body }
  } catch {
    return { status: -1, ms: performance.now() - started, body: undefined }
  }
}

export interface Person {
  n: number
  email: string
  password: string
  address: string
  signUp: SignUpData
}

/** Person n of a run: unique e-mail, phone, CURP and client address. The e-mail tag steers the decision (docs/API.md "Decisions"). */
export function person(n: number, tag = 'accept'): Person {
  const email = `rel${n}+${tag}@example.mx`
  const signUp = signUpOf(n, { firstName: 'Carga', email, phonePrefix: '56' })
  return {
    n,
    email,
    password: signUp.password,
    address: `10.${Math.floor(n / 65_536) % 256}.${Math.floor(n / 256) % 256}.${n % 256}`,
    signUp,
  }
}

/** A first loan of 3000 pesos paid monthly on the 15th, as the calculator sends it today. */
export function application(): Record<string, unknown> {
  return applicationBody(mexicoToday(new Date()), 3000)
}

/** The ERP's calls as one person makes them (their token and address), for tests/support/journey.ts. */
export function callerOf(
  send: (method: string, path: string, options: CallOptions) => Promise<Call>,
  token: string,
  address: string,
): Caller {
  return (method, path, body) => send(method, path, { token, address, ...(body === undefined ? {} : { body }) })
}

/** Runs `task` over `items` with at most `width` at once. */
export async function pool<T, R>(items: readonly T[], width: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await task(items[index]!)
    }
  }
  await Promise.all(Array.from({ length: Math.min(width, items.length) }, worker))
  return results
}
