import type { Context, TypedResponse } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import type { JSONParsed } from 'hono/utils/types'

/** JSON text known to hold a T: only serialize() makes one, so the type cannot lie. */
export type JsonText<T> = string & { readonly __holds: T }

export function serialize<T>(value: T): JsonText<T> {
  return JSON.stringify(value) as JsonText<T>
}

const JSON_HEADERS = { 'Content-Type': 'application/json' }

/**
 * What c.json(value, status) answers, for text serialized once and sent many times: the same
 * bytes and headers, typed like c.json()'s answer so the route's contract still checks it,
 * without running JSON.stringify on every request.
 */
export function sendJson<T, S extends ContentfulStatusCode>(
  c: Context,
  text: JsonText<T>,
  status: S,
): Response & TypedResponse<JSONParsed<T>, S, 'json'> {
  // The one cast: TypedResponse is a compile-time tag, and serialize() vouches for the text.
  return c.body(text, status, JSON_HEADERS) as unknown as Response & TypedResponse<JSONParsed<T>, S, 'json'>
}
