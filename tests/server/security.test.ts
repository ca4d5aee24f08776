import { describe, expect, it } from 'vitest'
import { contentSecurityPolicy, parseHosts } from '../../server/security'
import { testServer } from './support/harness'

const { app } = await testServer({ cspExtraHosts: [] })

const BASE_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:; " +
  "connect-src 'self'; font-src 'self'; frame-ancestors 'none'; base-uri 'self'; form-action 'self'; object-src 'none'"

describe('security headers', () => {
  it.each(['/web/health', '/web/unknown', '/anything'])('are set on %s', async (path) => {
    const response = await app.request(path)
    expect(response.headers.get('Content-Security-Policy')).toBe(BASE_POLICY)
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
    expect(response.headers.get('Referrer-Policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('X-Frame-Options')).toBe('DENY')
  })

  it('allows no inline script', () => {
    expect(contentSecurityPolicy()).not.toMatch(/script-src[^;]*unsafe-inline/)
  })

  it('adds integration hosts to the directives integrations need', () => {
    const policy = contentSecurityPolicy(parseHosts('https://www.googletagmanager.com, *.hotjar.com'))
    expect(policy).toContain("script-src 'self' https://www.googletagmanager.com *.hotjar.com")
    expect(policy).toContain("connect-src 'self' https://www.googletagmanager.com *.hotjar.com")
    expect(policy).toContain("frame-src 'self' https://www.googletagmanager.com *.hotjar.com")
    expect(policy).toContain("default-src 'self';")
  })

  it('refuses a host that could smuggle in a directive', () => {
    expect(() => parseHosts("evil.com; script-src 'unsafe-inline'")).toThrow(/invalid sources/)
    expect(parseHosts(undefined)).toEqual([])
  })
})
