import type { Context } from 'hono'

/**
 * The caller's address, for per-address limits. Behind a proxy the socket shows the proxy, so
 * the first X-Forwarded-For entry is used, but only when the proxy is trusted: anyone can send
 * the header and would otherwise pick a fresh address per attempt.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim()
    if (forwarded) return forwarded
  }
  // @hono/node-server puts the Node request in c.env.incoming; app.request() in tests has none.
  const incoming = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'unknown'
}
