import type { MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

/** compress()'s default: smaller answers go out as they are. */
const THRESHOLD = 1024

/** The encodings hono's compress() produces. */
const ENCODING = /\b(?:gzip|deflate)\b|\*/i

/**
 * hono's compress(), run only for clients that accept gzip or deflate. For the others, hono's
 * middleware would still add `Vary` through c.header(), which turns @hono/node-server's
 * lightweight response into a full web Response whose body is then read back as a stream: a
 * third of the cost of a small JSON answer. Here `Vary` goes on the headers directly instead.
 */
export function compression(): MiddlewareHandler {
  const gzip = compress()
  return async (c, next) => {
    const accepted = c.req.header('Accept-Encoding')
    if (accepted && ENCODING.test(accepted)) return gzip(c, next)
    await next()
    if (c.req.method !== 'HEAD' && wouldCompress(c.res)) varyOnEncoding(c.res.headers)
  }
}

/** The answers compress() compresses for a client that accepts it (its own checks, in its order). */
function wouldCompress(res: Response): boolean {
  const { headers } = res
  if (res.status === 206 || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) return false
  const length = headers.get('Content-Length')
  if (length && Number(length) < THRESHOLD) return false
  const type = headers.get('Content-Type')
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false
  return !/(?:^|,)\s*?no-transform\s*?(?:,|$)/i.test(headers.get('Cache-Control') ?? '')
}

/** Adds Accept-Encoding to Vary, as compress() does: caches must not serve this copy to a gzip client. */
function varyOnEncoding(headers: Headers): void {
  const vary = headers.get('Vary')
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return
  headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}
