/** A fresh Idempotency-Key (crypto.randomUUID where the platform has it): one per intended operation. */
export function newIdempotencyKey(): string {
  const crypto = globalThis.crypto as Crypto | undefined
  if (crypto?.randomUUID) return crypto.randomUUID()
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`
}
