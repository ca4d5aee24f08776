/**
 * The contract fuzzer's invalid inputs (tests/server/support/bad-inputs.ts) sent over HTTP to a
 * live server, every route in turn: broken bodies, missing fields, bad path parameters, query
 * values and headers. Counts what was tried and every answer of 500 or above.
 */
import { routes } from '../../../api'
import {
  BAD_HEADERS,
  BAD_PARAMS,
  BAD_QUERY_VALUES,
  BROKEN_BODIES,
  bodySchema,
  concrete,
  label,
  plausible,
  queryNames,
  type Route,
} from '../../../tests/server/support/bad-inputs'

export interface BadInputRun {
  tried: number
  /** `METHOD /path: cause → status`, one per answer of 500 or above. */
  fiveHundreds: string[]
  /** Whether the server still answers its health route afterwards. */
  healthy: boolean
}

interface Raw {
  body?: string
  contentType?: string
  headers?: Record<string, string>
}

/** HTTP/1.1 field values carry no control characters (but tab): fetch refuses to send them. */
function sendable(headers: Record<string, string> | undefined): boolean {
  return Object.values(headers ?? {}).every((value) => !/[\u0000-\u0008\u000a-\u001f\u007f]/.test(value))
}

export async function sendBadInputs(base: string, tokens: { client: string; admin?: string }): Promise<BadInputRun> {
  const fiveHundreds: string[] = []
  let tried = 0
  const run = async (route: Route) => {
    const token = route.path.startsWith('/web/private/client/')
      ? tokens.client
      : route.path.startsWith('/web/private/')
        ? (tokens.admin ?? tokens.client)
        : undefined
    // Each route from its own address, so the limits of one do not hide the others' handlers.
    const address = `172.16.${Math.floor(routes.indexOf(route) / 250)}.${(routes.indexOf(route) % 250) + 1}`
    const send = async (path: string, raw: Raw, cause: string) => {
      // A header value HTTP cannot carry (a control character) never leaves fetch: nothing to try on the wire.
      if (!sendable(raw.headers)) return
      tried += 1
      try {
        const response = await fetch(`${base}${path}`, {
          method: route.method.toUpperCase(),
          headers: {
            ...(raw.contentType ? { 'Content-Type': raw.contentType } : {}),
            ...(token ? { Authorization: `Bearer ${token}` } : {}),
            'X-Forwarded-For': address,
            ...raw.headers,
          },
          ...(raw.body === undefined ? {} : { body: raw.body }),
          signal: AbortSignal.timeout(30_000),
        })
        await response.arrayBuffer()
        if (response.status >= 500) fiveHundreds.push(`${label(route)}: ${cause} → ${response.status}`)
      } catch (error) {
        // No answer at all is worse than a 500: counted with them.
        fiveHundreds.push(`${label(route)}: ${cause} → no answer (${(error as Error).message})`)
      }
    }
    const path = concrete(route)
    const declared = bodySchema(route)
    const plausibleBody = declared ? JSON.stringify(plausible(declared.schema)) : undefined
    if (declared) {
      for (const [name, body, contentType] of BROKEN_BODIES) await send(path, { body, contentType }, name)
      const valid = (plausible(declared.schema) ?? {}) as Record<string, unknown>
      for (const key of declared.schema.required ?? []) {
        const { [key]: _dropped, ...missing } = valid
        await send(path, { body: JSON.stringify(missing), contentType: 'application/json' }, `without ${key}`)
      }
      for (const text of ['a\u0000b', '\ud800'])
        await send(
          path,
          { body: JSON.stringify(plausible(declared.schema, 0, text)), contentType: 'application/json' },
          `text ${JSON.stringify(text)}`,
        )
    }
    const withBody = plausibleBody ? { body: plausibleBody, contentType: 'application/json' } : {}
    for (const name of [...route.path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] ?? '')) {
      for (const value of BAD_PARAMS)
        await send(route.path.replace(`{${name}}`, value).replace(/\{[^}]+\}/g, '1'), withBody, `${name}=${value.slice(0, 30)}`)
    }
    for (const name of queryNames(route)) {
      for (const value of BAD_QUERY_VALUES)
        await send(`${path}?${name}=${value}&${name}=${value}`, {}, `?${name}=${value.slice(0, 30)}`)
    }
    for (const headers of BAD_HEADERS)
      await send(path, { ...withBody, headers }, `headers ${JSON.stringify(headers).slice(0, 60)}`)
  }
  // Logging out would end the tokens the other routes use: those two go last.
  const logout = (route: Route) => route.path.endsWith('/logout')
  for (const route of routes.filter((route) => !logout(route))) await run(route)
  for (const route of routes.filter(logout)) await run(route)
  let healthy: boolean
  try {
    healthy = (await fetch(`${base}/web/health`)).ok
  } catch {
    healthy = false
  }
  return { tried, fiveHundreds, healthy }
}
