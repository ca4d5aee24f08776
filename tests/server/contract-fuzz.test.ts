import fc from 'fast-check'
import { describe, expect, inject, it } from 'vitest'
import { routes } from '../../api'
import openapi from '../../api/openapi.json'
import { testServer } from './support/harness'

/**
 * The contract fuzzer of issue 12 (spec part 8): every route of the contract (api/index.ts, the
 * same list the OpenAPI document is built from) gets invalid bodies, path parameters and headers,
 * generated with a fixed seed. Every answer must be below 500, a refused body a 4xx (400 with
 * violations when the contract validation refused it), and the server must answer its health
 * route afterwards. On PostgreSQL the same run is shorter: the inputs are the database's last concern.
 */

const server = await testServer()
const onPostgres = Boolean(inject('postgresUrl'))
const SEED = 20_251_121
const RUNS = onPostgres ? 4 : 25

type Route = (typeof routes)[number]
type Schema = {
  $ref?: string
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  anyOf?: Schema[]
  oneOf?: Schema[]
}
const label = (route: Route) => `${route.method.toUpperCase()} ${route.path}`
const document = openapi as unknown as {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Array<{ in: string; name: string }>
        requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> }
      }
    >
  >
  components: { schemas: Record<string, Schema> }
}

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema
  return resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')])
}

/** The declared JSON body of a route, when it has one. */
function bodySchema(route: Route): { schema: Schema; required: boolean } | null {
  const body = document.paths[route.path]?.[route.method]?.requestBody
  const schema = resolve(body?.content['application/json']?.schema)
  return schema ? { schema, required: body?.required === true } : null
}

/** A value of the schema's shape, plausible enough that one broken field is what gets refused. */
function plausible(schema: Schema | undefined, depth = 0, text = 'x'): unknown {
  const resolved = resolve(schema)
  if (!resolved || depth > 6) return null
  if (resolved.enum) return resolved.enum[0]
  const variant = resolved.anyOf?.[0] ?? resolved.oneOf?.[0]
  if (variant) return plausible(variant, depth + 1, text)
  switch (resolved.type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(resolved.properties ?? {}).map(([key, value]) => [key, plausible(value, depth + 1, text)]),
      )
    case 'array':
      return [plausible(resolved.items, depth + 1, text)]
    case 'string':
      return text
    case 'integer':
    case 'number':
      return 1
    case 'boolean':
      return true
    default:
      return null
  }
}

const DEEP = '['.repeat(5_000) + ']'.repeat(5_000)
const HUGE = 'x'.repeat(300_000)

/** Bodies that no route taking a JSON object may accept. */
const BROKEN_BODIES: Array<[string, string, string]> = [
  ['invalid JSON', '{"amount": ', 'application/json'],
  ['JSON with a trailing comma', '{"a": 1,}', 'application/json'],
  ['a bare number', '42', 'application/json'],
  ['null', 'null', 'application/json'],
  ['a string', '"hello"', 'application/json'],
  ['an array', '[]', 'application/json'],
  ['deep nesting', DEEP, 'application/json'],
  ['deep nesting in an object', `{"a":${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}}`, 'application/json'],
  ['a huge string', JSON.stringify({ value: HUGE }), 'application/json'],
  ['an empty body', '', 'application/json'],
  ['a form instead of JSON', 'amount=1&currency=MXN', 'application/x-www-form-urlencoded'],
  ['JSON sent as text', '{}', 'text/plain'],
  [
    'a multipart body',
    '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n',
    'multipart/form-data; boundary=b',
  ],
  [
    'a prototype pollution attempt',
    '{"__proto__": {"admin": true}, "constructor": {"prototype": {"admin": true}}}',
    'application/json',
  ],
]

/** Path parameter values that name nothing: non-numeric, negative, traversal, broken escapes, huge. */
const BAD_PARAMS = [
  'abc',
  '-1',
  '1.5',
  '0',
  '99999999999999999999999',
  '..%2F..%2Fetc%2Fpasswd',
  '..%252F..%252Fetc%252Fpasswd',
  '%2e%2e',
  '%00',
  '%E0%A4%A',
  '%',
  '9'.repeat(500),
  '%F0%9F%92%A9',
  "1'%20OR%20'1'%3D'1",
]
const ID_PARAM = /^(id|loanId|rolloverId|applicationId)$/

/** Headers a client may send broken. */
const BAD_HEADERS: Array<Record<string, string>> = [
  { Authorization: 'Bearer' },
  { Authorization: 'Bearer a b c' },
  { Authorization: 'Basic dXNlcjpwYXNz' },
  { Authorization: `Bearer ${'a'.repeat(8_000)}` },
  { Authorization: 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.' },
  { 'X-Forwarded-For': 'not-an-address' },
  { 'X-Forwarded-For': ', , ,' },
  { 'X-Forwarded-For': '1.2.3.4'.repeat(500) },
  { 'Idempotency-Key': 'k'.repeat(2_000) },
  { 'Idempotency-Key': 'cl\u00e9\u00ff\u0001' },
  { 'Accept-Language': 'zz;q=abc,,;' },
  { Accept: 'application/xml' },
  { 'Accept-Encoding': 'gzip;q=x, br;q=-1' },
  { Cookie: 'a=%E0%A4%A; ; =;' },
  { 'Content-Type': 'application/json; charset=utf-7' },
]

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

const concrete = (route: Route) => route.path.replace(/\{[^}]+\}/g, '1')
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
        const answer = await send(
          path,
          { body: JSON.stringify(plausible(shape, 0, text)), contentType: 'application/json' },
          cause,
        )
        tried += 1
        expect(answer.status, cause).toBeLessThan(500)
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

    const query = (document.paths[route.path]?.[route.method]?.parameters ?? []).filter((parameter) => parameter.in === 'query')
    for (const { name } of query) {
      for (const value of [
        'abc',
        '-1',
        '1.5',
        '99999999999999999999',
        'x'.repeat(5_000),
        '%E0%A4%A',
        '..%2F..%2Fetc%2Fpasswd',
        '%F0%9F%92%A9',
      ]) {
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
