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

/**
 * The browser features the product uses, and no other: every feature is denied to the page and to
 * any frame in it (an integration's included) but two, kept for the page's own origin: the camera,
 * which the identity upload opens (`<input capture="environment">`,
 * src/screens/registration/UploadScreen.tsx), and geolocation, which the address step asks for
 * only when the person presses "Share my location" (then POST geo). The app is one document whose
 * screens change without a new load, so neither can be kept to its screens' paths: a header names
 * the document, not a screen. Only features Chromium knows are listed (tests/e2e/security.spec.ts asks
 * the browser): an unknown one is ignored, denying nothing.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=(self)',
  'display-capture=()',
  'encrypted-media=()',
  'fullscreen=()',
  'geolocation=(self)',
  'gyroscope=()',
  'hid=()',
  'idle-detection=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'picture-in-picture=()',
  'publickey-credentials-get=()',
  'screen-wake-lock=()',
  'serial=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ')

/** Security headers on every answer, API and static alike. */
export function securityHeaders(extraHosts: readonly string[] = []): MiddlewareHandler {
  const policy = contentSecurityPolicy(extraHosts)
  return async (c, next) => {
    await next()
    c.res.headers.set('Content-Security-Policy', policy)
    c.res.headers.set('X-Content-Type-Options', 'nosniff')
    c.res.headers.set('Referrer-Policy', 'strict-origin-when-cross-origin')
    c.res.headers.set('X-Frame-Options', 'DENY')
    c.res.headers.set('Permissions-Policy', PERMISSIONS_POLICY)
  }
}

/**
 * `Cache-Control: no-store` on every answer of a private route (server/app.ts mounts it on
 * /web/private/*, outside the guards): the data, the PDFs, and the refusals (401, 403, 404, 413),
 * whatever the handler set, so that no browser cache or proxy keeps a client's answer.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    c.res.headers.set('Cache-Control', 'no-store')
  }
}
