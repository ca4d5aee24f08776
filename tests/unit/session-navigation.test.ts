import { describe, expect, it } from 'vitest'
import { homeRouteOf, sessionRouteFor, type SessionView } from '../../machines/navigation'
import { safeReturnPath } from '../../src/domain/routes'

const guest: SessionView = { loggedIn: false, kind: null, ended: null }
const client: SessionView = { loggedIn: true, kind: 'client', ended: null }
const admin: SessionView = { loggedIn: true, kind: 'admin', ended: null }

describe('where a change of session leads', () => {
  it('sends a session that ends to login', () => {
    expect(sessionRouteFor(client, { ...guest, ended: 'logout' })).toEqual({ to: 'login', returnHere: false, ended: 'logout' })
  })

  it('keeps the page to return to when the ERP rejected the session', () => {
    expect(sessionRouteFor(client, { ...guest, ended: 'rejected' })).toEqual({ to: 'login', returnHere: true, ended: 'rejected' })
  })

  it('does not offer to return to a page for a blocked client', () => {
    expect(sessionRouteFor(client, { ...guest, ended: 'blocked' })).toMatchObject({ to: 'login', returnHere: false })
  })

  it('moves a completed login on, by account kind', () => {
    expect(sessionRouteFor(guest, client)).toEqual({ to: 'after-login', kind: 'client' })
    expect(sessionRouteFor(guest, admin)).toEqual({ to: 'after-login', kind: 'admin' })
  })

  it('does nothing while the session stays as it was', () => {
    expect(sessionRouteFor(client, client)).toBeNull()
    expect(sessionRouteFor(guest, { ...guest, ended: 'logout' })).toBeNull()
  })

  it('lands clients on their profile and admins home', () => {
    expect(homeRouteOf('client')).toBe('profile')
    expect(homeRouteOf('admin')).toBe('home')
  })
})

describe('the page login may return to', () => {
  it.each(['/es/profile', '/es/profile/my-loan?tab=pay', '/en/application/apply', '/es/'])(
    'accepts the product page %s',
    (path) => {
      expect(safeReturnPath(path)).toBe(path)
    },
  )

  it.each([
    'https://evil.example/es/profile',
    '//evil.example/es/profile',
    '/\\evil.example',
    '/fr/profile',
    '/es/ingresar',
    '/es/ingresar?redirect=/es/profile',
    '/es//evil.example',
    'javascript:alert(1)',
    42,
    undefined,
  ])('refuses %s', (value) => {
    expect(safeReturnPath(value)).toBeNull()
  })
})
