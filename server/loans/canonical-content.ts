import { createHash } from 'node:crypto'

/** The digest every proof of a loan uses, as documents name it. */
export const DIGEST_NAME = 'SHA-256'

/** Hex SHA-256 of bytes or of a string's UTF-8. */
export function sha256Hex(value: Uint8Array | string): string {
  return createHash('sha256').update(value).digest('hex')
}

/**
 * A value as canonical JSON: object keys sorted (by UTF-16 code units, as `sort()` orders them) at
 * every depth, no whitespace, `undefined` members left out, arrays in their order. The same data
 * gives the same text whatever order its keys were written in, so its digest can be recomputed
 * from the stored rows by anyone.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value))
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value === null || typeof value !== 'object') return value
  const sorted: Record<string, unknown> = {}
  for (const key of Object.keys(value).sort()) {
    const member = (value as Record<string, unknown>)[key]
    if (member !== undefined) sorted[key] = sortKeys(member)
  }
  return sorted
}

/** What an agreement's figures carry only to render it, not as the agreement's data. */
const RENDERING_ONLY = ['draft']

/**
 * The agreement's content digest, printed on the agreement: the hex SHA-256 of the canonical JSON
 * of its figures (amounts in cents, dates yyyy-mm-dd, the parties, the signature date) without
 * the rendering details. Generic over the figures so that a figure added later is covered
 * without a change here.
 */
export function agreementContentDigest(figures: object): string {
  const content = Object.fromEntries(Object.entries(figures).filter(([key]) => !RENDERING_ONLY.includes(key)))
  return sha256Hex(canonicalJson(content))
}
