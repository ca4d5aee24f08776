import { describe, expect, it } from 'vitest'
import { decodeToken, isExpired, refreshDelay, TOKEN_REFRESH_MS } from '../../src/domain/token'
import { fakeToken } from '../support/token'

describe('decodeToken', () => {
  it('reads the claims the product needs', () => {
    const claims = decodeToken(fakeToken({ sub: 7, account_type: 'client', mfa: false, firstName: 'José' }))
    expect(claims).toMatchObject({ sub: '7', account_type: 'client', mfa: false, firstName: 'José' })
  })
  it('accepts a Bearer prefix', () => {
    expect(decodeToken(`Bearer ${fakeToken({ sub: '1', account_type: 'user' })}`)?.account_type).toBe('user')
  })
  it('treats a missing mfa flag as false', () => {
    expect(decodeToken(fakeToken({ sub: '1', account_type: 'client' }))?.mfa).toBe(false)
  })
  it('refuses tokens it cannot read', () => {
    expect(decodeToken('garbage')).toBeNull()
    expect(decodeToken('a.b.c')).toBeNull()
    expect(decodeToken(fakeToken({ sub: '1', account_type: 'root' }))).toBeNull()
    expect(decodeToken(null)).toBeNull()
  })
  it('knows when a token has expired', () => {
    const claims = decodeToken(fakeToken({ sub: '1', account_type: 'client', exp: 100 }))!
    expect(isExpired(claims, 99_000)).toBe(false)
    expect(isExpired(claims, 100_000)).toBe(true)
  })
})

describe('refreshDelay', () => {
  const now = Date.UTC(2026, 10, 21, 12)

  it('refreshes every 240000 ms while the token has long to live', () => {
    expect(refreshDelay(now + 15 * 60_000, now)).toBe(TOKEN_REFRESH_MS)
    expect(refreshDelay(null, now)).toBe(TOKEN_REFRESH_MS)
  })

  it('refreshes sooner a token that would expire first, keeping a third of its life as margin', () => {
    expect(refreshDelay(now + 30_000, now)).toBe(20_000)
  })

  it('keeps at most a minute of margin', () => {
    expect(refreshDelay(now + 270_000, now)).toBe(210_000)
  })

  it('refreshes at once a token already past its time', () => {
    expect(refreshDelay(now - 1_000, now)).toBe(0)
  })
})
