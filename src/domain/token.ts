/** What the product reads from a JWT issued by the ERP (the auth state). */
export interface TokenClaims {
  sub: string
  account_type: 'client' | 'user'
  mfa: boolean
  exp?: number
  firstName?: string
  email?: string
}

function decodeBase64Url(part: string): string {
  const base64 = part
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(part.length / 4) * 4, '=')
  const binary = atob(base64)
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0))
  return new TextDecoder().decode(bytes)
}

/** Reads a token's claims without verifying it (the server verifies); null when unreadable. */
export function decodeToken(token: string | null | undefined): TokenClaims | null {
  if (!token) return null
  const payload = token.replace(/^Bearer\s+/i, '').split('.')[1]
  if (!payload) return null
  try {
    const claims = JSON.parse(decodeBase64Url(payload)) as Partial<TokenClaims>
    if (typeof claims.sub !== 'string' && typeof claims.sub !== 'number') return null
    if (claims.account_type !== 'client' && claims.account_type !== 'user') return null
    return { ...claims, sub: String(claims.sub), account_type: claims.account_type, mfa: claims.mfa === true }
  } catch {
    return null
  }
}

/** True when the token's expiry has passed at `now` (ms). A token without expiry never expires here. */
export function isExpired(claims: TokenClaims, now: number): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= now
}

/** While logged in the token is refreshed every 240000 ms. */
export const TOKEN_REFRESH_MS = 240_000

/**
 * When to refresh a token next: every 240 s, or sooner when the token would expire before
 * then (a short-lived token, or one restored late in its life), keeping a third of its remaining
 * life (at most a minute) as margin. Never negative.
 */
export function refreshDelay(expiresAtMs: number | null, nowMs: number): number {
  if (expiresAtMs === null) return TOKEN_REFRESH_MS
  const left = expiresAtMs - nowMs
  const margin = Math.min(60_000, left / 3)
  return Math.max(0, Math.min(TOKEN_REFRESH_MS, Math.floor(left - margin)))
}
