import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi'
import type { Context, MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import type { ZodType } from 'zod'
import { errorBody } from './errors'
import type { Log } from './log'

/**
 * Every JSON answer checked against the contract (api/routes/*.ts): the zod schema the route
 * declares for the answer's status (the exact code, else its range `4XX`, else `default`).
 * @hono/zod-openapi validates requests only, so this middleware closes the other half.
 *
 * - `refuse`: a mismatch is a server bug; the answer becomes a 500 naming the route, the status
 *   and the zod issue paths, and the mismatch is logged (development and tests).
 * - `warn`: the mismatch is logged as a warning and the answer goes out unchanged (production).
 * `sample` is the share of JSON answers checked, so production can keep its hot path fast.
 */
export type ResponseValidation = 'off' | { onMismatch: 'refuse' | 'warn'; sample: number }

/** The share of answers production checks unless told otherwise: enough to notice a drift. */
export const PRODUCTION_SAMPLE = 0.01

/**
 * From the environment: NODE_ENV=production warns, anything else refuses. ERP_VALIDATE_RESPONSES
 * forces the checks on every answer (1) or off (0); unset, production checks a sample only.
 */
export function responseValidationFromEnv(env: NodeJS.ProcessEnv = process.env): ResponseValidation {
  const production = env.NODE_ENV === 'production'
  const onMismatch = production ? 'warn' : 'refuse'
  switch (env.ERP_VALIDATE_RESPONSES) {
    case '0':
      return 'off'
    case '1':
      return { onMismatch, sample: 1 }
    case undefined:
    case '':
      return { onMismatch, sample: production ? PRODUCTION_SAMPLE : 1 }
    default:
      throw new Error(`ERP_VALIDATE_RESPONSES must be 1 or 0, not ${JSON.stringify(env.ERP_VALIDATE_RESPONSES)}`)
  }
}

/** What is wrong with one answer; issue paths are dotted (`data.offer.total`), `(root)` for the body. */
export interface ResponseMismatch {
  route: string
  status: number
  problem: string
  issues: Array<{ path: string; message: string }>
}

/** The response a route declares for a status: exact code, then range (`4XX`), then `default`. */
function declaredResponse(route: RouteConfig, status: number) {
  const { responses } = route
  return responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default
}

function isZodSchema(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && typeof (value as ZodType).safeParse === 'function'
}

/**
 * The zod schema of the route's JSON answer at this status: `undeclared` when the route declares
 * no response for it, `no-json` when that response has no JSON body (a PDF, or none), undefined
 * when its JSON schema is not written in zod (nothing to check it with).
 */
function jsonSchemaOf(route: RouteConfig, status: number): ZodType | 'undeclared' | 'no-json' | undefined {
  const response = declaredResponse(route, status)
  if (!response) return 'undeclared'
  const media = 'content' in response ? response.content?.['application/json'] : undefined
  if (!media) return 'no-json'
  const schema = 'schema' in media ? media.schema : undefined
  return isZodSchema(schema) ? schema : undefined
}

/** `METHOD /path/{param}` as the contract names the route. */
export function routeName(route: RouteConfig): string {
  return `${route.method.toUpperCase()} ${route.path}`
}

/**
 * Checks one parsed JSON body against the route's declared answer for the status. Undefined
 * when it matches, or when the route declares no zod JSON schema for that status.
 */
export function checkResponse(route: RouteConfig, status: number, body: unknown): ResponseMismatch | undefined {
  const schema = jsonSchemaOf(route, status)
  const name = routeName(route)
  if (schema === 'undeclared') {
    return { route: name, status, problem: `the contract declares no response for status ${status}`, issues: [] }
  }
  if (schema === 'no-json') {
    return { route: name, status, problem: `the contract declares no JSON body for status ${status}`, issues: [] }
  }
  if (!schema) return undefined
  const result = schema.safeParse(body)
  if (result.success) {
    const undeclared = undeclaredFields(body, result.data, [])
    if (undeclared.length === 0) return undefined
    const issues = undeclared.map((path) => ({ path: dotted(path), message: 'Not in the contract' }))
    return { route: name, status, problem: 'the body carries fields the contract does not declare', issues }
  }
  const issues = result.error.issues.map((issue) => ({ path: dotted(issue.path), message: issue.message }))
  return { route: name, status, problem: 'the body does not match the declared schema', issues }
}

function dotted(path: ReadonlyArray<PropertyKey>): string {
  return path.length > 0 ? path.map(String).join('.') : '(root)'
}

/**
 * Paths of fields in the body that parsing dropped. Zod objects strip unknown keys instead of
 * failing, so a field the contract does not declare (a leak, or drift the client types do not
 * know of) shows as a key of the input missing from the parsed output.
 */
function undeclaredFields(input: unknown, parsed: unknown, at: PropertyKey[]): PropertyKey[][] {
  if (Array.isArray(input)) {
    if (!Array.isArray(parsed)) return []
    return input.flatMap((item, i) => undeclaredFields(item, parsed[i], [...at, i]))
  }
  if (!isRecord(input) || !isRecord(parsed)) return []
  return Object.keys(input).flatMap((key) =>
    key in parsed ? undeclaredFields(input[key], parsed[key], [...at, key]) : [[...at, key]],
  )
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** One line for logs and the 500 body: route, status and every issue path. */
export function describeMismatch(mismatch: ResponseMismatch): string {
  const issues = mismatch.issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')
  return `Response breaks the contract: ${mismatch.route} answered ${mismatch.status}, ${mismatch.problem}${issues ? ` (${issues})` : ''}.`
}

/**
 * The contract routes of the app by Hono's spelling of them (`GET /loans/:id`). Built on first
 * use, after the routes are mounted, and again only if the registry grew since.
 */
function routeIndex(app: OpenAPIHono): () => Map<string, RouteConfig> {
  let index = new Map<string, RouteConfig>()
  let indexed = -1
  return () => {
    const { definitions } = app.openAPIRegistry
    if (indexed === definitions.length) return index
    indexed = definitions.length
    index = new Map()
    for (const definition of definitions) {
      if (definition.type !== 'route') continue
      const { route } = definition
      // The same conversion OpenAPIHono.openapi() makes when it registers the handler.
      index.set(`${route.method.toUpperCase()} ${route.path.replaceAll(/\/{(.+?)}/g, '/:$1')}`, route)
    }
    return index
  }
}

/** The contract route that answered this request, by what Hono's router matched. */
function answeringRoute(c: Context, index: Map<string, RouteConfig>): RouteConfig | undefined {
  for (const matched of matchedRoutes(c)) {
    const route = index.get(`${matched.method} ${matched.path}`)
    if (route) return route
  }
  return undefined
}

function isJson(response: Response): boolean {
  const type = response.headers.get('content-type')
  return type !== null && /^application\/(?:[\w.+-]+\+)?json\b/i.test(type)
}

/** Reads a copy of the answer, so the original still goes out, and checks it. */
async function mismatchOf(route: RouteConfig, response: Response): Promise<ResponseMismatch | undefined> {
  const text = await response.clone().text()
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { route: routeName(route), status: response.status, problem: 'the body is not valid JSON', issues: [] }
  }
  return checkResponse(route, response.status, body)
}

/**
 * The middleware; mount it inside compression() so it reads the plain body. Binary and other
 * non-JSON answers (PDF, SVG, images, HTML) and paths outside the contract are skipped.
 */
export function validateResponses(
  app: OpenAPIHono,
  validation: ResponseValidation,
  log: Log,
  random = Math.random,
): MiddlewareHandler {
  if (validation === 'off') return (_c, next) => next()
  const routes = routeIndex(app)
  const { onMismatch, sample } = validation
  return async (c, next) => {
    await next()
    if (sample < 1 && random() >= sample) return
    if (!isJson(c.res)) return
    const route = answeringRoute(c, routes())
    if (!route) return
    const mismatch = await mismatchOf(route, c.res)
    if (!mismatch) return
    const message = describeMismatch(mismatch)
    if (onMismatch === 'warn') {
      log({ level: 'warn', message, method: c.req.method, path: c.req.path, issues: mismatch.issues })
      return
    }
    log({ level: 'error', message, method: c.req.method, path: c.req.path, issues: mismatch.issues })
    c.res = undefined
    c.res = c.json(errorBody(message, { code: 'response_contract_violation' }), 500)
  }
}
