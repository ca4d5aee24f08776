/**
 * Affiliate data: the marketing parameters of the landing URL, kept in a cookie and sent with
 * the application (in its creation payload). Also the cookie lifetimes.
 */

/** Cookie lifetime: affiliate 1800 s. */
export const AFFILIATE_COOKIE_SECONDS = 1800
/** Cookie lifetime: calculator 86400 s. */
export const CALCULATOR_COOKIE_SECONDS = 86_400
/** Cookie lifetime: limit-updated 43200 s (12 hours). */
export const LIMIT_UPDATED_COOKIE_SECONDS = 43_200

/** The affiliate fields, in their wire order. */
export const AFFILIATE_KEYS = [
  'gclid',
  'utm_partner',
  'utm_source',
  'utm_content',
  'utm_campaign',
  'utm_medium',
  'my_source',
  'my_content',
  'my_campaign',
  'my_medium',
] as const

export type AffiliateKey = (typeof AFFILIATE_KEYS)[number]
export type AffiliateData = Partial<Record<AffiliateKey, string>>

/** Longest kept value: tracking ids are short; anything longer is noise or abuse. */
export const AFFILIATE_VALUE_MAX = 200

/**
 * The affiliate data a query string carries: only the known keys (the first occurrence of each),
 * values trimmed and cut to AFFILIATE_VALUE_MAX characters, empty ones dropped. Null when none is
 * left. Accepts `?a=b`, `a=b` or URLSearchParams.
 */
export function affiliateFrom(search: string | URLSearchParams): AffiliateData | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const data: AffiliateData = {}
  let found = false
  for (const key of AFFILIATE_KEYS) {
    const value = params.get(key)?.trim().slice(0, AFFILIATE_VALUE_MAX).trim()
    if (!value) continue
    data[key] = value
    found = true
  }
  return found ? data : null
}

/** The query-string form the affiliate cookie holds; `affiliateFrom` reads it back. */
export function affiliateToSearch(data: AffiliateData): string {
  const params = new URLSearchParams()
  for (const key of AFFILIATE_KEYS) {
    const value = data[key]
    if (value) params.set(key, value)
  }
  return params.toString()
}
