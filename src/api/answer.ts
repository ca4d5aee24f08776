import type { Problem } from '../domain/problem'

/**
 * Reading an answer from the ERP, whatever the call. Pure: it works on
 * any status, body and headers, whoever fetched them.
 */

export const OK = 200
export const SUCCESS = 201
/** The status of a request that got no answer at all (network failure, timeout, abort). */
export const NO_RESPONSE = -1

/** A server violation, ready for a form: `name` is the flattened field path. */
export interface FieldError {
  name: string
  status: string
  message?: string
}

export interface Pagination {
  page: number
  perPage: number
  total: number
  count: number
  totalPages: number
}

export type Answer<T> =
  | { ok: true; status: number; data: T; pagination?: Pagination }
  | {
      ok: false
      status: number
      message?: string
      violations: FieldError[]
      code?: string
      step?: string
      retryAfterSeconds?: number
    }

/** Success is 200..299 only; a redirect or a 304 is not data. */
export function isSuccess(status: number): boolean {
  return status >= 200 && status <= 299
}

/** The value at a key path of an unknown body, or undefined anywhere along the way. */
function at(value: unknown, ...keys: string[]): unknown {
  return keys.reduce<unknown>(
    (current, key) => (current !== null && typeof current === 'object' ? (current as Record<string, unknown>)[key] : undefined),
    value,
  )
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined
}

/**
 * Drops the form notation of a server property path: `children[address].children[street].data`
 * becomes `address.street`, `data.mobilePhone.number` becomes `mobilePhone.number`.
 */
export function flattenPropertyPath(propertyPath: string): string {
  return propertyPath
    .replace(/(?:children)?\[([^\]]*)\]/g, '.$1')
    .split('.')
    .filter((part) => part !== '' && part !== 'data')
    .join('.')
}

function readViolations(violations: unknown): FieldError[] {
  if (!Array.isArray(violations)) return []
  return violations.flatMap((violation: unknown): FieldError[] => {
    const propertyPath = text(at(violation, 'propertyPath'))
    if (propertyPath === undefined) return []
    const message = text(at(violation, 'message'))
    return [
      {
        name: flattenPropertyPath(propertyPath),
        status: text(at(violation, 'status')) ?? '',
        ...(message === undefined ? {} : { message }),
      },
    ]
  })
}

/** Pagination travels in headers; absent when the answer carries none of them. */
export function readPagination(headers: HeadersInit | undefined): Pagination | undefined {
  const all = new Headers(headers)
  const names = ['x-page', 'x-per-page', 'x-total-count', 'x-count'] as const
  if (!names.some((name) => all.has(name))) return undefined
  const [page, perPage, total, count] = names.map((name) => Number(all.get(name)) || 0) as [number, number, number, number]
  return { page, perPage, total, count, totalPages: perPage > 0 ? Math.ceil(total / perPage) : 0 }
}

/** Retry-After in whole seconds (limits: 429 answers), when the answer carries it as a number. */
export function readRetryAfter(headers: HeadersInit | undefined): number | undefined {
  const value = new Headers(headers).get('retry-after')
  if (value === null || !/^\d+$/.test(value.trim())) return undefined
  return Number(value)
}

/**
 * Reads one answer. `status` is null or undefined when no response arrived, which reads as
 * NO_RESPONSE. Errors are accepted both under `data.error` (the envelope) and a bare `error`.
 */
export function readAnswer<T = unknown>(status: number | null | undefined, body: unknown, headers?: HeadersInit): Answer<T> {
  const code = status ?? NO_RESPONSE
  if (isSuccess(code)) {
    const pagination = readPagination(headers)
    return { ok: true, status: code, data: at(body, 'data') as T, ...(pagination ? { pagination } : {}) }
  }
  const enveloped = readViolations(at(body, 'data', 'error', 'details', 'violations'))
  const violations = enveloped.length > 0 ? enveloped : readViolations(at(body, 'error', 'details', 'violations'))
  const message =
    text(at(body, 'data', 'error', 'details', 'message')) ??
    text(at(body, 'error', 'details', 'message')) ??
    text(at(body, 'message'))
  const errorCode = text(at(body, 'data', 'error', 'code')) ?? text(at(body, 'error', 'code'))
  // A refusal of the journey names the flow step the client stands at (the screen that completes it).
  const step = text(at(body, 'data', 'error', 'details', 'step'))
  const retryAfterSeconds = readRetryAfter(headers)
  return {
    ok: false,
    status: code,
    violations,
    ...(message === undefined ? {} : { message }),
    ...(errorCode === undefined ? {} : { code: errorCode }),
    ...(step === undefined ? {} : { step }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  }
}

/**
 * The data of a successful answer. A failure is thrown as a Problem (src/domain/problem.ts), so
 * that the machine invoking the call receives it in `onError`.
 */
export function unwrap<T>(answer: Answer<T>): T {
  if (answer.ok) return answer.data
  const { status, code, step, message, violations, retryAfterSeconds } = answer
  const problem: Problem = {
    status,
    violations,
    ...(code === undefined ? {} : { code }),
    ...(step === undefined ? {} : { step }),
    ...(message === undefined ? {} : { message }),
    ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
  }
  throw problem
}
