import { newIdempotencyKey } from '../domain/idempotency-key'
import type { Answer } from './answer'

/**
 * The Idempotency-Key of one kind of creating call, kept per intent: the same body
 * sent again before it was accepted (after no answer, a 5xx, a logout and a new login) goes with
 * the same key, so the ERP answers it with its first result; once accepted, or with another
 * body, the next send is a new intent with a new key. (Applications and loan payments keep their
 * keys in their machines instead.)
 */
export function intentKeys() {
  let pending: { body: string; key: string } | null = null
  return async function send<T>(body: unknown, call: (key: string) => Promise<Answer<T>>): Promise<Answer<T>> {
    const text = JSON.stringify(body ?? null)
    if (pending?.body !== text) pending = { body: text, key: newIdempotencyKey() }
    const answer = await call(pending.key)
    if (answer.ok) pending = null
    return answer
  }
}
