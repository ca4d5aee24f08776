import type { routes } from '../../../api'
import openapi from '../../../api/openapi.json'

/**
 * The invalid inputs of the contract fuzzer (tests/server/contract-fuzz.test.ts), shared with
 * `npm run reliability`, which sends them to a live server: broken bodies, path parameters,
 * query values and headers, and plausible bodies built from the OpenAPI document.
 */

export type Route = (typeof routes)[number]
export type Schema = {
  $ref?: string
  type?: string
  properties?: Record<string, Schema>
  required?: string[]
  items?: Schema
  enum?: unknown[]
  anyOf?: Schema[]
  oneOf?: Schema[]
}
export const label = (route: Route) => `${route.method.toUpperCase()} ${route.path}`
export const document = openapi as unknown as {
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

export function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema
  return resolve(document.components.schemas[schema.$ref.replace('#/components/schemas/', '')])
}

/** The declared JSON body of a route, when it has one. */
export function bodySchema(route: Route): { schema: Schema; required: boolean } | null {
  const body = document.paths[route.path]?.[route.method]?.requestBody
  const schema = resolve(body?.content['application/json']?.schema)
  return schema ? { schema, required: body?.required === true } : null
}

/** A value of the schema's shape, plausible enough that one broken field is what gets refused. */
export function plausible(schema: Schema | undefined, depth = 0, text = 'x'): unknown {
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
export const HUGE = 'x'.repeat(300_000)

/** Bodies that no route taking a JSON object may accept. */
export const BROKEN_BODIES: Array<[string, string, string]> = [
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
export const BAD_PARAMS = [
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
export const ID_PARAM = /^(id|loanId|rolloverId|applicationId)$/

/** Headers a client may send broken. */
export const BAD_HEADERS: Array<Record<string, string>> = [
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

/** Query values that no parameter may choke on. */
export const BAD_QUERY_VALUES = [
  'abc',
  '-1',
  '1.5',
  '99999999999999999999',
  'x'.repeat(5_000),
  '%E0%A4%A',
  '..%2F..%2Fetc%2Fpasswd',
  '%F0%9F%92%A9',
]

/** The route's path with every parameter set to 1. */
export const concrete = (route: Route) => route.path.replace(/\{[^}]+\}/g, '1')

/** The route's query parameters, as the OpenAPI document declares them. */
export function queryNames(route: Route): string[] {
  return (document.paths[route.path]?.[route.method]?.parameters ?? [])
    .filter((parameter) => parameter.in === 'query')
    .map((parameter) => parameter.name)
}
