import type { MiddlewareHandler } from 'hono'

/**
 * The base policy allows no inline script: the built front end loads only its own files.
 * Inline styles stay allowed because the UI library positions overlays with style attributes.
 */
const POLICY: ReadonlyArray<readonly [string, string]> = [
  ['default-src', "'self'"],
  ['script-src', "'self'"],
  ['style-src', "'self' 'unsafe-inline'"],
  ['img-src', "'self' data: blob:"],
  ['connect-src', "'self'"],
  ['font-src', "'self'"],
  ['frame-ancestors', "'none'"],
  ['base-uri', "'self'"],
  ['form-action', "'self'"],
  ['object-src', "'none'"],
]

/** The directives an integration (tag manager, captcha, chat, scoring) needs its hosts in. */
const INTEGRATION_DIRECTIVES = new Set(['script-src', 'img-src', 'connect-src', 'frame-src'])

// A CSP source: a scheme, a host with optional wildcard, port and path; never a quote or a separator.
const HOST_SOURCE = /^(?:[a-z][a-z0-9+.-]*:\/\/)?(?:\*\.)?[a-z0-9.-]+(?::\d+|:\*)?(?:\/[^\s;,']*)?$/i

/** Reads CSP_EXTRA_HOSTS: hosts separated by spaces or commas. A malformed one stops start-up. */
export function parseHosts(value: string | undefined): string[] {
  const hosts = (value ?? '').split(/[\s,]+/).filter(Boolean)
  const bad = hosts.filter((host) => !HOST_SOURCE.test(host))
  if (bad.length > 0) throw new Error(`CSP_EXTRA_HOSTS holds invalid sources: ${bad.join(', ')}`)
  return hosts
}

export function contentSecurityPolicy(extraHosts: readonly string[] = []): string {
  const directives = extraHosts.length > 0 ? [...POLICY, ['frame-src', "'self'"] as const] : POLICY
  return directives
    .map(([name, sources]) => {
      const extra = INTEGRATION_DIRECTIVES.has(name) ? extraHosts : []
      return [name, sources, ...extra].join(' ')
    })
    .join('; ')
}

/** Security headers on every answer, API and static alike. */
export function securityHeaders(extraHosts: readonly string[] = []): MiddlewareHandler {
  const policy = contentSecurityPolicy(extraHosts)
  return async (c, next) => {
    await next()
    c.res.headers.set('Content-Security-Policy', policy)
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.res.headers.set('X-Frame-Options', 'DENY')
  }
}
