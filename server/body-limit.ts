import type { MiddlewareHandler } from 'hono'
import { bodyTooLarge } from './errors'

/**
 * The body limit of every /web/* route without one of its own (server/app.ts). The largest JSON
 * body the app sends on those routes is an application creation with its iovation blackbox
 * (`ioBB`, at most 10 000 characters): about 11 KB. Uploads, tracking chunks and metrics have
 * their own limits (OWN_BODY_LIMITS).
 */
export const JSON_BODY_LIMIT = 64 * 1024

/**
 * Refuses a body over `maxSize` bytes with 413 (and `Connection: close`, see bodyTooLarge)
 * before any handler or JSON parse sees it: at once when Content-Length says it is too large,
 * else as soon as the bytes that arrive pass the limit, whatever Content-Length said (a lie, or
 * a chunked body with none). hono/body-limit believes a Content-Length at or under the limit and
 * lets the handler read the rest uncounted; this is the same middleware without that trust.
 * A body within the limit is kept in memory and handed on.
 */
export function limitBody(maxSize: number, message = 'The body is too large.'): MiddlewareHandler {
  const tooLarge = bodyTooLarge(message)
  return async (c, next) => {
    const body = c.req.raw.body
    if (!body) return next()
    const declared = c.req.header('Content-Length')
    if (declared !== undefined && !(Number(declared) <= maxSize)) return tooLarge(c)
    const read = await readAtMost(body, maxSize)
    // The rest is left unread: Node drops it and closes the connection (Connection: close).
    if (read === null) return tooLarge(c)
    c.req.raw = new Request(c.req.raw, { body: read })
    return next()
  }
}

/** The whole stream, or null as soon as it passes `maxSize` bytes. */
async function readAtMost(stream: ReadableStream<Uint8Array>, maxSize: number): Promise<Uint8Array<ArrayBuffer> | null> {
  const reader = stream.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxSize) {
      reader.releaseLock()
      return null
    }
    chunks.push(value)
  }
  const whole = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    whole.set(chunk, offset)
    offset += chunk.byteLength
  }
  return whole
}

/** A route path of the contract in Hono notation (`/a/:id/b`) as a matcher of request paths. */
export function pathMatcher(paths: readonly string[]): (path: string) => boolean {
  const patterns = paths.map(
    (path) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
  )
  return (path) => patterns.some((pattern) => pattern.test(path))
}

/** `limit` on every request but those whose path `own` matches (they have a limit of their own). */
export function unlessOwnLimit(own: (path: string) => boolean, limit: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (own(c.req.path) ? next() : limit(c, next))
}
