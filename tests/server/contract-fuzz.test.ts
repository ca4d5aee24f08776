import fc from 'fast-check'
import { describe, expect, inject, it } from 'vitest'
import { routes } from '../../api'
import {
  BAD_HEADERS,
  BAD_PARAMS,
  BAD_QUERY_VALUES,
  BROKEN_BODIES,
  bodySchema,
  concrete,
  HUGE,
  ID_PARAM,
  label,
  plausible,
  queryNames,
  type Route,
} from './support/bad-inputs'
import { testServer } from './support/harness'

/**
 * The contract fuzzer: every route of the contract (api/index.ts, the
 * same list the OpenAPI document is built from) gets invalid bodies, path parameters and headers,
 * generated with a fixed seed. Every answer must be below 500, a refused body a 4xx (400 with
 * violations when the contract validation refused it), and the server must answer its health
 * route afterwards. On PostgreSQL the same run is shorter: the inputs are the database's last concern.
 */

const server = await testServer()
const onPostgres = Boolean(inject('postgresUrl'))
const SEED = 20_251_121
const RUNS = onPostgres ? 4 : 25

const owner = await server.newClient()
const admin = await server.newAdmin()

/** A fresh token for the route's side (a logout then ends only its own); signed, not logged in, so no login limit is reached. */
async function tokenFor(route: Route): Promise<string | undefined> {
  if (route.path.startsWith('/web/private/client/')) return server.sign({ accountType: 'client', id: owner.id })
  if (route.path.startsWith('/web/private/')) return server.sign({ accountType: 'user', id: admin.id })
  return undefined
}

/** One request; a 5xx is collected (with what caused it), never thrown, so a route's whole run is reported at once. */
function caller(route: Route, token: string | undefined, fiveHundreds: string[]) {
  const address = `10.${Math.floor(routes.indexOf(route) / 250)}.${routes.indexOf(route) % 250}.1`
  return async (path: string, init: { body?: string; contentType?: string; headers?: Record<string, string> }, cause: string) => {
    const response = await server.request(path, {
      method: route.method.toUpperCase(),
      headers: {
        ...(init.contentType ? { 'Content-Type': init.contentType } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        'X-Forwarded-For': address,
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: init.body }),
    })
    const text = await response.text()
    if (response.status >= 500) fiveHundreds.push(`${cause} → ${response.status} ${text.slice(0, 300)}`)
    let body: any
    try {
      body = text ? JSON.parse(text) : undefined
    } catch {
      body = undefined
    }
    return { status: response.status, body }
  }
}

/** A 400 of the contract validation names what is wrong. */
function expectViolationsOn400(answer: { status: number; body: any }, cause: string) {
  if (answer.status === 400 && answer.body?.data?.error?.code === 'validation_failed') {
    expect(answer.body.data.error.details.violations.length, cause).toBeGreaterThan(0)
  }
}

let tried = 0

describe.each(routes.map((route) => [label(route), route] as const))('%s', (_, route) => {
  it('answers 4xx, never 5xx, to invalid bodies, path parameters and headers', async () => {
    const token = await tokenFor(route)
    const fiveHundreds: string[] = []
    const send = caller(route, token, fiveHundreds)
    const path = concrete(route)
    const declared = bodySchema(route)

    if (declared) {
      for (const [name, body, contentType] of BROKEN_BODIES) {
        const answer = await send(path, { body, contentType }, name)
        tried += 1
        if (declared.required)
          expect(answer.status, `${name}: ${JSON.stringify(answer.body)?.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, name).toBeLessThan(500)
        expectViolationsOn400(answer, name)
      }

      const shape = declared.schema
      const valid = plausible(shape) as Record<string, unknown> | null
      const keys = Object.keys(shape.properties ?? {})
      // Every required field missing in turn, and every field of the wrong type in turn.
      for (const key of shape.required ?? []) {
        const { [key]: _dropped, ...missing } = valid ?? {}
        const answer = await send(path, { body: JSON.stringify(missing), contentType: 'application/json' }, `without ${key}`)
        tried += 1
        expect(answer.status, `without ${key}`).toBeGreaterThanOrEqual(400)
        expect(answer.status, `without ${key}`).toBeLessThan(500)
        expectViolationsOn400(answer, `without ${key}`)
      }
      // Every text field with a NUL byte or a lone surrogate: PostgreSQL refuses both in text.
      for (const text of ['a\u0000b', '\ud800', '\u202e\u0000']) {
        const cause = `text fields ${JSON.stringify(text)}`
        const body = JSON.stringify(plausible(shape, 0, text))
        const answer = await send(path, { body, contentType: 'application/json' }, cause)
        tried += 1
        expect(answer.status, cause).toBeLessThan(500)
        // A NUL is never taken, on SQLite as on PostgreSQL (server/control-characters.ts).
        if (body.includes('\\u0000'))
          expect(answer.status, `${cause}: ${JSON.stringify(answer.body)?.slice(0, 200)}`).toBeGreaterThanOrEqual(400)
      }
      await fc.assert(
        fc.asyncProperty(
          fc.oneof(
            fc.jsonValue({ maxDepth: 4 }),
            keys.length
              ? fc.record(
                  Object.fromEntries(
                    keys.map((key) => [
                      key,
                      fc.oneof(fc.jsonValue({ maxDepth: 3 }), fc.string({ maxLength: 5_000 }), fc.double()),
                    ]),
                  ),
                  {
                    requiredKeys: [],
                  },
                )
              : fc.dictionary(fc.string(), fc.jsonValue({ maxDepth: 2 })),
            keys.length
              ? fc
                  .tuple(
                    fc.constantFrom(...keys),
                    fc.oneof(fc.jsonValue({ maxDepth: 2 }), fc.string({ unit: 'binary', maxLength: 300 }), fc.constant(HUGE)),
                  )
                  .map(([key, value]) => ({ ...valid, [key]: value }))
              : fc.constant({}),
          ),
          async (body) => {
            const cause = `body ${JSON.stringify(body)?.slice(0, 200)}`
            const answer = await send(path, { body: JSON.stringify(body), contentType: 'application/json' }, cause)
            tried += 1
            expect(answer.status, cause).toBeLessThan(500)
            expectViolationsOn400(answer, cause)
          },
        ),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      )
    }

    const names = [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '')
    for (const name of names) {
      for (const value of BAD_PARAMS) {
        const bad = route.path.replace(`{${name}}`, value).replace(/\{[^}]+\}/g, '1')
        const cause = `${name}=${value.slice(0, 40)}`
        const body = declared ? JSON.stringify(plausible(declared.schema)) : undefined
        const answer = await send(bad, { ...(body ? { body, contentType: 'application/json' } : {}) }, cause)
        tried += 1
        expect(answer.status, cause).toBeLessThan(500)
        // An id that is not a positive number, or a traversal, never names anything.
        if (ID_PARAM.test(name) || value.includes('%2F') || value.includes('%2e'))
          expect(answer.status, cause).toBeGreaterThanOrEqual(400)
      }
    }

    for (const name of queryNames(route)) {
      for (const value of BAD_QUERY_VALUES) {
        const cause = `?${name}=${value.slice(0, 40)}`
        await send(`${path}?${name}=${value}&${name}=${value}`, {}, cause)
        tried += 1
      }
    }

    for (const headers of BAD_HEADERS) {
      const cause = `headers ${JSON.stringify(headers).slice(0, 80)}`
      const body = declared ? JSON.stringify(plausible(declared.schema)) : undefined
      await send(path, { headers, ...(body ? { body, contentType: 'application/json' } : {}) }, cause)
      tried += 1
    }

    expect(fiveHundreds).toEqual([])
  }, 30_000)
})

describe('after the fuzzing', () => {
  it('the server still answers its health route', async () => {
    expect(tried).toBeGreaterThan(routes.length * 10)
    const health = await server.call('GET', '/web/health')
    expect(health.status).toBe(200)
  })
})
