import type { MiddlewareHandler } from 'hono'
import { MAX_PER_PAGE } from '../api'

/**
 * The pagination of every list answer (spec part 7, "Generic reading of answers"): whatever route
 * answers a 2xx whose `data` is an array, the answer carries `x-page`, `x-per-page`,
 * `x-total-count` and `x-count`, and holds the page asked for. The routes stay plain: they answer
 * the whole list, and this one place cuts the page, so no list can forget its headers.
 *
 * `page` (from 1) and `perPage` (1..MAX_PER_PAGE) come from the query, which the list routes
 * declare (api/envelope.ts `PageQuery`) and have already checked by the time the answer is here.
 * Without `perPage` the whole list is the one page: a caller that never pages reads what it read
 * before, and `x-per-page` then says the list's length.
 */
export function paginateLists(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const { res } = c
    if (res.status < 200 || res.status > 299) return
    if (!res.headers.get('content-type')?.toLowerCase().includes('application/json')) return
    let body: unknown
    try {
      body = await res.clone().json()
    } catch {
      return
    }
    const items = body !== null && typeof body === 'object' ? (body as { data?: unknown }).data : undefined
    if (!Array.isArray(items)) return

    const page = positive(c.req.query('page')) ?? 1
    const asked = positive(c.req.query('perPage'))
    const perPage = asked === undefined ? items.length : Math.min(asked, MAX_PER_PAGE)
    const from = (page - 1) * perPage
    const whole = from === 0 && perPage >= items.length
    const shown = whole ? items : items.slice(from, from + perPage)

    const paging: Record<string, string> = {
      'x-page': String(page),
      'x-per-page': String(perPage),
      'x-total-count': String(items.length),
      'x-count': String(shown.length),
    }
    if (whole) {
      for (const [name, value] of Object.entries(paging)) res.headers.set(name, value)
      return
    }
    const headers = new Headers(res.headers)
    for (const [name, value] of Object.entries(paging)) headers.set(name, value)
    headers.delete('content-length')
    // Cleared first: the setter would otherwise carry the old answer's headers (its length) over.
    c.res = undefined
    c.res = new Response(JSON.stringify({ ...(body as object), data: shown }), { status: res.status, headers })
  }
}

/** A whole number from 1 up, or undefined for anything else (the route refused it already). */
function positive(value: string | undefined): number | undefined {
  if (value === undefined || !/^\d{1,6}$/.test(value)) return undefined
  const number = Number(value)
  return number >= 1 ? number : undefined
}
