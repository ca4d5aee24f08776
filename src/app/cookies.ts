import {
  AFFILIATE_COOKIE_SECONDS,
  CALCULATOR_COOKIE_SECONDS,
  LIMIT_UPDATED_COOKIE_SECONDS,
  affiliateFrom,
  affiliateToSearch,
  type AffiliateData,
} from '../domain/affiliate'
import { parseCalculatorCookie, serializeCalculatorCookie, type CalculatorCookie } from '../domain/calculator-cookie'

/**
 * Browser cookies the app keeps for itself: the affiliate data of the
 * landing URL, the calculator state, and the once-per-client limit update.
 */

/** The part of `document` a cookie store needs; `location` decides the Secure flag. */
export interface CookieDocument {
  cookie: string
  location?: { protocol: string } | null
}

export interface CookieStore {
  get(name: string): string | null
  /** Sets the cookie for `maxAgeSeconds` on the whole site. */
  set(name: string, value: string, maxAgeSeconds: number): void
  remove(name: string): void
}

/**
 * A cookie store over a document (the real one by default; tests pass a fake). Names and values
 * are URI-encoded. Cookies are site-wide (Path=/), SameSite=Lax, and Secure on https. It never
 * throws: without a document, or when cookies are refused, reads give null and writes are lost.
 */
export function createCookieStore(pick: () => CookieDocument | undefined = () => globalThis.document): CookieStore {
  function write(name: string, value: string, maxAgeSeconds: number): void {
    try {
      const doc = pick()
      if (!doc) return
      const secure = doc.location?.protocol === 'https:' ? '; Secure' : ''
      const age = Math.max(0, Math.floor(maxAgeSeconds))
      doc.cookie = `${encodeURIComponent(name)}=${encodeURIComponent(value)}; Max-Age=${age}; Path=/; SameSite=Lax${secure}`
    } catch {
      /* cookies unavailable: the value is lost */
    }
  }
  return {
    get(name) {
      try {
        const all = pick()?.cookie ?? ''
        const wanted = encodeURIComponent(name)
        for (const pair of all.split(';')) {
          const at = pair.indexOf('=')
          if (at < 0 || pair.slice(0, at).trim() !== wanted) continue
          return decodeURIComponent(pair.slice(at + 1).trim())
        }
      } catch {
        /* unreadable cookies or a value that is not URI-encoded: treated as absent */
      }
      return null
    },
    set: write,
    remove(name) {
      write(name, '', 0)
    },
  }
}

/** The browser's cookies. */
export const cookies = createCookieStore()

const AFFILIATE_COOKIE = 'affiliate'
const CALCULATOR_COOKIE = 'calculator'
const LIMIT_UPDATED_COOKIE = 'limit-updated'

/**
 * Keeps the affiliate data of the landing URL for 1800 s. A URL without any
 * leaves an earlier capture alone; a URL with some replaces it (the latest campaign wins).
 */
export function captureAffiliate(location: Pick<Location, 'search'>, store: CookieStore = cookies): void {
  const data = affiliateFrom(location.search)
  if (data) store.set(AFFILIATE_COOKIE, affiliateToSearch(data), AFFILIATE_COOKIE_SECONDS)
}

/** Keeps affiliate data gathered otherwise (a partner's lead) for 1800 s, in place of what was kept. */
export function rememberAffiliate(data: AffiliateData, store: CookieStore = cookies): void {
  store.set(AFFILIATE_COOKIE, affiliateToSearch(data), AFFILIATE_COOKIE_SECONDS)
}

/** The captured affiliate data, read back through the same filter as the URL. */
export function readAffiliate(store: CookieStore = cookies): AffiliateData | null {
  const raw = store.get(AFFILIATE_COOKIE)
  return raw ? affiliateFrom(raw) : null
}

/** The calculator state kept for 86400 s. */
export function readCalculatorCookie(store: CookieStore = cookies): CalculatorCookie | null {
  return parseCalculatorCookie(store.get(CALCULATOR_COOKIE))
}

export function writeCalculatorCookie(state: CalculatorCookie, store: CookieStore = cookies): void {
  store.set(CALCULATOR_COOKIE, serializeCalculatorCookie(state), CALCULATOR_COOKIE_SECONDS)
}

/**
 * The client limit update runs once per client after login and is remembered for
 * 12 hours. True when it already ran for this client within that time.
 */
export function limitUpdatedFor(clientId: string | number, store: CookieStore = cookies): boolean {
  return store.get(LIMIT_UPDATED_COOKIE) === String(clientId)
}

/** Remembers for 43200 s that this client's limit was updated. */
export function markLimitUpdated(clientId: string | number, store: CookieStore = cookies): void {
  store.set(LIMIT_UPDATED_COOKIE, String(clientId), LIMIT_UPDATED_COOKIE_SECONDS)
}

/**
 * The client limit update (`PUT yhat/limit`, given as `update`, true when it went
 * through) runs once per client after login and is remembered for 12 hours; one that failed is
 * tried again at the next login or page load.
 */
export function updateLimitOnce(clientId: string | number, update: () => Promise<boolean>, store: CookieStore = cookies) {
  return limitUpdatedFor(clientId, store) || update().then((updated) => updated && markLimitUpdated(clientId, store))
}
