import createClient, { type Client, type Middleware } from 'openapi-fetch'
import type { paths } from '../../api/schema'
import { USER_BLOCKED } from '../domain/problem'
import { NO_RESPONSE, readAnswer, type Answer } from './answer'
import { isServerFailure, isUnauthorized } from './errors'

/** The request timeout: 180 seconds. */
export const REQUEST_TIMEOUT_MS = 180_000

export interface ServerFailure {
  status: number
  path: string
}

export interface ApiClientOptions {
  /** The API origin; '' (the default) calls the page's own origin. */
  baseUrl?: string
  /** The current session token; sent as `Authorization: Bearer <token>` when present. */
  getToken?: () => string | null | undefined
  /** Any answer carrying an Authorization header replaces the stored token. */
  onToken?: (token: string) => void
  /** 401 and 403 log the user out; `blocked` when the ERP said 'User is blocked.'. */
  onUnauthorized?: (refusal: { status: number; blocked: boolean }) => void
  /** A status of 500 or above shows 'ERP response {status} {path}'. */
  onServerError?: (failure: ServerFailure) => void
  /**
   * A private call sent with the session's token (`refused`) answered 401: a fresh token for every
   * call refused together (one refresh, shared), or null when there is none. With a token the call
   * is sent again once; with null the 401 stands and goes to onUnauthorized.
   */
  renewToken?: (refused: string) => Promise<string | null>
  timeoutMs?: number
  /**
   * A call answered in the page instead of sent (sandbox mode's stand-in for the ERP), or undefined
   * to send it. Asked before anything else: an answered call never reaches the network, and none of
   * the session's rules (token, logout, error page) read its answer.
   */
  answerLocally?: (call: LocalCall) => Promise<Response | undefined> | undefined
  /** A fetch double for tests, or a wrapped fetch. */
  fetch?: (request: Request) => Promise<Response>
}

export type ApiClient = Client<paths>

/** A call about to be sent: its request and the contract's path it was made for (`/web/private/client/loan/{loanId}/…`). */
export interface LocalCall {
  request: Request
  schemaPath: string
}

function local(answer: NonNullable<ApiClientOptions['answerLocally']>): Middleware {
  return { onRequest: ({ request, schemaPath }) => answer({ request, schemaPath }) }
}

function bearer(getToken: ApiClientOptions['getToken']): Middleware {
  return {
    onRequest({ request }) {
      const token = getToken?.()
      // A call that names its own token (the mfa step, logout) keeps it.
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`)
    },
  }
}

/** Each timed clone keeps its source request alive: the caller's signal reaches us through it. */
const sources = new WeakMap<Request, Request>()

/** Aborts a request after `ms`, while still honouring a signal the caller passed. */
function timeout(ms: number): Middleware {
  return {
    onRequest({ request }) {
      const controller = new AbortController()
      const abort = (event: Event) => controller.abort((event.target as AbortSignal).reason)
      // GOTCHA: Node 20 may garbage-collect a signal nobody listens to (an unlistened timeout
      // signal, an AbortSignal.any() composite, a dropped request) before it fires, losing the
      // abort; so each source gets a listener and the source request stays referenced.
      AbortSignal.timeout(ms).addEventListener('abort', abort, { once: true })
      if (request.signal.aborted) controller.abort(request.signal.reason)
      else request.signal.addEventListener('abort', abort, { once: true })
      const timed = new Request(request, { signal: controller.signal })
      sources.set(timed, request)
      return timed
    },
  }
}

/** Tells of a 401/403, reading a copy of the body to know whether the client is blocked. */
async function reportRefusal(response: Response, options: ApiClientOptions): Promise<void> {
  let blocked = false
  if (response.status === 403) {
    try {
      const answer = readAnswer(response.status, await response.clone().json())
      blocked = !answer.ok && answer.message === USER_BLOCKED
    } catch {
      /* not JSON: a plain refusal */
    }
  }
  options.onUnauthorized?.({ status: response.status, blocked })
}

/** The answers of the refresh calls themselves are final: renewing on their 401 would wait on itself. */
const REFRESH_PATHS = new Set(['/web/private/client/token/refresh', '/web/private/back-office/token/refresh'])

/** A call that may be sent again with a renewed token: what was sent, its body, and the token it went with. */
interface Replayable {
  sent: Request
  body: ArrayBuffer | null
  token: string
}

/** The session rules of an answer: a renewed token, logout on 401/403, the error page from 500. */
function readSession(request: Request, response: Response, options: ApiClientOptions): void {
  const token = response.headers
    .get('Authorization')
    ?.replace(/^Bearer\s+/i, '')
    .trim()
  if (token) options.onToken?.(token)
  if (isUnauthorized(response.status)) void reportRefusal(response, options)
  if (isServerFailure(response.status)) {
    options.onServerError?.({ status: response.status, path: new URL(request.url).pathname })
  }
}

function session(options: ApiClientOptions): Middleware {
  const replayable = new Map<string, Replayable>()
  return {
    async onRequest({ request, schemaPath, id }) {
      const token = options.getToken?.()
      const renewable = options.renewToken && token && schemaPath.startsWith('/web/private/') && !REFRESH_PATHS.has(schemaPath)
      // Only a call that went with the session's token: one naming its own (mfa, logout) keeps its 401.
      if (!renewable || request.headers.get('Authorization') !== `Bearer ${token}`) return undefined
      // GOTCHA: the body is read out and sent as bytes, not kept with request.clone(): a clone's
      // teed stream makes Chromium send the body as a stream, which devtools (and Playwright) cannot read.
      const body = request.body ? await request.arrayBuffer() : null
      const sent = body ? new Request(request, { body }) : request
      if (sent !== request) sources.set(sent, request)
      replayable.set(id, { sent, body, token })
      return sent
    },
    async onResponse({ request, response, options: fetchOptions, id }) {
      const replay = replayable.get(id)
      replayable.delete(id)
      if (response.status !== 401 || !replay || !options.renewToken) return readSession(request, response, options)
      const token = await options.renewToken(replay.token)
      if (!token) return readSession(request, response, options)
      // Sent again once, with the renewed token; whatever it answers now is the answer.
      const headers = new Headers(replay.sent.headers)
      headers.set('Authorization', `Bearer ${token}`)
      const copy = new Request(replay.sent, { headers, body: replay.body })
      sources.set(copy, replay.sent)
      // Called unbound: a browser's fetch refuses to run as a method of another object.
      const { fetch } = fetchOptions
      const again = await fetch(copy)
      readSession(copy, again, options)
      return again
    },
    onError({ id }) {
      replayable.delete(id)
    },
  }
}

/** The typed client of the contract (api/), with the session rules. */
export function createApiClient(options: ApiClientOptions = {}): ApiClient {
  const client = createClient<paths>({
    baseUrl: options.baseUrl ?? '',
    ...(options.fetch ? { fetch: options.fetch } : {}),
  })
  if (options.answerLocally) client.use(local(options.answerLocally))
  client.use(bearer(options.getToken), timeout(options.timeoutMs ?? REQUEST_TIMEOUT_MS), session(options))
  return client
}

/** What an openapi-fetch call settles to, for any route. */
interface Settled<Body> {
  data?: Body
  error?: unknown
  response: Response
}

/** The payload a success body `{ data: T }` carries. */
export type Payload<Body> = Body extends { data: infer T } ? T : undefined

/**
 * Reads a client call as an Answer. A call that throws (network failure, timeout, abort, an
 * unreadable body) has no response to read, so it becomes NO_RESPONSE instead of a crash.
 */
export async function settle<Body>(call: Promise<Settled<Body>>): Promise<Answer<Payload<Body>>> {
  try {
    const { data, error, response } = await call
    return readAnswer<Payload<Body>>(response.status, response.ok ? data : error, response.headers)
  } catch {
    return readAnswer<Payload<Body>>(NO_RESPONSE, undefined)
  }
}
