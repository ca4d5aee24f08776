import { describe, expect, it, vi } from 'vitest'
import {
  captureAffiliate,
  createCookieStore,
  limitUpdatedFor,
  markLimitUpdated,
  readAffiliate,
  readCalculatorCookie,
  updateLimitOnce,
  writeCalculatorCookie,
  type CookieDocument,
} from '../../src/app/cookies'
import type { CalculatorCookie } from '../../src/domain/calculator-cookie'

/**
 * A fake `document` with the browser's cookie semantics the store relies on: each write sets one
 * cookie (Max-Age=0 deletes it), each read lists `name=value` pairs joined by '; '.
 */
class FakeDocument implements CookieDocument {
  readonly writes: string[] = []
  private readonly jar = new Map<string, string>()
  constructor(readonly location: { protocol: string } = { protocol: 'https:' }) {}

  get cookie(): string {
    return [...this.jar].map(([name, value]) => `${name}=${value}`).join('; ')
  }
  set cookie(line: string) {
    this.writes.push(line)
    const [pair = '', ...attributes] = line.split('; ')
    const at = pair.indexOf('=')
    const name = pair.slice(0, at)
    if (attributes.includes('Max-Age=0')) this.jar.delete(name)
    else this.jar.set(name, pair.slice(at + 1))
  }
}

function setup(protocol = 'https:') {
  const doc = new FakeDocument({ protocol })
  return { doc, store: createCookieStore(() => doc) }
}

describe('createCookieStore', () => {
  it('reads back what it set, among other cookies', () => {
    const { doc, store } = setup()
    doc.cookie = 'other=1'
    store.set('calculator', '{"amount":3000}; x=y', 60)
    doc.cookie = 'last=2'
    expect(store.get('calculator')).toBe('{"amount":3000}; x=y')
    expect(store.get('missing')).toBeNull()
  })
  it('sets site-wide, Lax cookies with their lifetime, Secure on https', () => {
    const { doc, store } = setup('https:')
    store.set('a', 'b', 1800)
    expect(doc.writes.at(-1)).toBe('a=b; Max-Age=1800; Path=/; SameSite=Lax; Secure')
  })
  it('leaves Secure out on plain http (local development)', () => {
    const { doc, store } = setup('http:')
    store.set('a', 'b', 1800)
    expect(doc.writes.at(-1)).toBe('a=b; Max-Age=1800; Path=/; SameSite=Lax')
  })
  it('removes a cookie', () => {
    const { store } = setup()
    store.set('a', 'b', 60)
    store.remove('a')
    expect(store.get('a')).toBeNull()
  })
  it('does not confuse a name with the end of another', () => {
    const { doc, store } = setup()
    doc.cookie = 'my-affiliate=1'
    expect(store.get('affiliate')).toBeNull()
  })
  it('treats a value that is not URI-encoded as absent', () => {
    const { doc, store } = setup()
    doc.cookie = 'broken=%E0%A4%A'
    expect(store.get('broken')).toBeNull()
  })
  it('never throws without a document or when cookies are refused', () => {
    const none = createCookieStore(() => undefined)
    expect(none.get('a')).toBeNull()
    expect(() => none.set('a', 'b', 60)).not.toThrow()
    const refusing = createCookieStore(() => ({
      get cookie(): string {
        throw new Error('SecurityError')
      },
      set cookie(_line: string) {
        throw new Error('SecurityError')
      },
    }))
    expect(refusing.get('a')).toBeNull()
    expect(() => refusing.set('a', 'b', 60)).not.toThrow()
  })
})

describe('affiliate cookie', () => {
  it('captures the affiliate data of the landing URL for 1800 s', () => {
    const { doc, store } = setup()
    captureAffiliate({ search: '?utm_source=fb&gclid=abc&page=2' }, store)
    expect(readAffiliate(store)).toEqual({ gclid: 'abc', utm_source: 'fb' })
    expect(doc.writes.at(-1)).toContain('Max-Age=1800')
  })
  it('leaves an earlier capture alone when the URL carries none', () => {
    const { doc, store } = setup()
    captureAffiliate({ search: '?utm_source=fb' }, store)
    captureAffiliate({ search: '?page=2' }, store)
    expect(doc.writes).toHaveLength(1)
    expect(readAffiliate(store)).toEqual({ utm_source: 'fb' })
  })
  it('replaces an earlier capture with a newer campaign', () => {
    const { store } = setup()
    captureAffiliate({ search: '?utm_source=fb' }, store)
    captureAffiliate({ search: '?utm_source=google' }, store)
    expect(readAffiliate(store)).toEqual({ utm_source: 'google' })
  })
  it('reads nothing without a capture, and filters a cookie edited by hand', () => {
    const { doc, store } = setup()
    expect(readAffiliate(store)).toBeNull()
    doc.cookie = 'affiliate=evil%3D1%26utm_medium%3Dcpc'
    expect(readAffiliate(store)).toEqual({ utm_medium: 'cpc' })
  })
})

describe('calculator cookie', () => {
  it('keeps the calculator state for 86400 s', () => {
    const { doc, store } = setup()
    const state: CalculatorCookie = { amount: 3000, tab: 0, payCycle: 'monthly', payDates: '15', promoCode: null, term: 20 }
    writeCalculatorCookie(state, store)
    expect(readCalculatorCookie(store)).toEqual(state)
    expect(doc.writes.at(-1)).toContain('Max-Age=86400')
  })
  it('reads nothing from a missing or broken cookie', () => {
    const { doc, store } = setup()
    expect(readCalculatorCookie(store)).toBeNull()
    doc.cookie = 'calculator=%7Bbroken'
    expect(readCalculatorCookie(store)).toBeNull()
  })
})

describe('limit-updated cookie', () => {
  it('remembers for 43200 s that the limit was updated for this client only', () => {
    const { doc, store } = setup()
    expect(limitUpdatedFor(42, store)).toBe(false)
    markLimitUpdated(42, store)
    expect(limitUpdatedFor(42, store)).toBe(true)
    expect(limitUpdatedFor('42', store)).toBe(true)
    expect(limitUpdatedFor(43, store)).toBe(false)
    expect(doc.writes.at(-1)).toContain('Max-Age=43200')
  })
  it('forgets the previous client when another one is marked', () => {
    const { store } = setup()
    markLimitUpdated(42, store)
    markLimitUpdated(43, store)
    expect(limitUpdatedFor(42, store)).toBe(false)
    expect(limitUpdatedFor(43, store)).toBe(true)
  })
})

describe('the client limit update (once per client after login, remembered 12 hours)', () => {
  it('runs once for a client, however often the page loads within 12 hours', async () => {
    const { doc, store } = setup()
    const update = vi.fn(async () => true)
    await updateLimitOnce(42, update, store)
    await updateLimitOnce(42, update, store)
    await updateLimitOnce('42', update, store)
    expect(update).toHaveBeenCalledTimes(1)
    expect(doc.writes.at(-1)).toMatch(/^limit-updated=42; Max-Age=43200;/)
  })
  it('runs again for another client in the same browser', async () => {
    const { store } = setup()
    const update = vi.fn(async () => true)
    await updateLimitOnce(42, update, store)
    await updateLimitOnce(43, update, store)
    expect(update).toHaveBeenCalledTimes(2)
  })
  it('runs again after 12 hours, when the cookie has expired', async () => {
    const { doc, store } = setup()
    const update = vi.fn(async () => true)
    await updateLimitOnce(42, update, store)
    doc.cookie = 'limit-updated=; Max-Age=0'
    await updateLimitOnce(42, update, store)
    expect(update).toHaveBeenCalledTimes(2)
  })
  it('remembers nothing when the update failed, so the next load tries again', async () => {
    const { store } = setup()
    const update = vi.fn(async () => false)
    await updateLimitOnce(42, update, store)
    await updateLimitOnce(42, update, store)
    expect(update).toHaveBeenCalledTimes(2)
    expect(limitUpdatedFor(42, store)).toBe(false)
  })
})
