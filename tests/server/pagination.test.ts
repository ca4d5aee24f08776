import { describe, expect, it } from 'vitest'
import openapi from '../../api/openapi.json'
import { insertActiveLoan } from './support/active-loan'
import { testServer } from './support/harness'

const server = await testServer()
const { call } = server

type Caller = 'guest' | 'client' | 'client with a loan' | 'admin'

/**
 * Every list route of the contract (a 200 whose `data` is an array), a path that answers it and
 * who calls it. The first test checks this table against api/openapi.json, so a list added later
 * without a row here fails.
 */
const LISTS: ReadonlyArray<{ route: string; path: string; as: Caller; entries: 'some' | 'any' }> = [
  { route: '/web/public/address/region', path: '/web/public/address/region', as: 'guest', entries: 'some' },
  { route: '/web/public/address/region/{id}/city', path: '/web/public/address/region/09/city', as: 'guest', entries: 'some' },
  { route: '/web/public/address/city', path: '/web/public/address/city?query=guadalajara', as: 'guest', entries: 'some' },
  {
    route: '/web/public/address/city/{id}/district',
    path: '/web/public/address/city/09015/district',
    as: 'guest',
    entries: 'some',
  },
  {
    route: '/web/public/address/district/{id}/ward',
    path: '/web/public/address/district/09015-0947/ward',
    as: 'guest',
    entries: 'any',
  },
  { route: '/web/public/classification/{path}', path: '/web/public/classification/banks', as: 'guest', entries: 'some' },
  {
    route: '/web/public/classification',
    path: '/web/public/classification?group=clients&name=banks_enabled',
    as: 'guest',
    entries: 'some',
  },
  { route: '/web/public/bank', path: '/web/public/bank', as: 'guest', entries: 'some' },
  {
    route: '/web/public/client/employment-statuses',
    path: '/web/public/client/employment-statuses',
    as: 'guest',
    entries: 'some',
  },
  {
    route: '/web/public/client/employment-positions',
    path: '/web/public/client/employment-positions?employmentStatusKey=employed_full_time',
    as: 'guest',
    entries: 'some',
  },
  {
    route: '/web/private/client/loan/active/payment-schedule',
    path: '/web/private/client/loan/active/payment-schedule',
    as: 'client with a loan',
    entries: 'some',
  },
  {
    route: '/web/private/client/addresses/list',
    path: '/web/private/client/addresses/list?postalCode=06700',
    as: 'client',
    entries: 'some',
  },
  { route: '/web/private/client/referrals', path: '/web/private/client/referrals', as: 'client', entries: 'any' },
  { route: '/web/private/client/consents', path: '/web/private/client/consents', as: 'client', entries: 'some' },
  { route: '/web/private/client/document/list', path: '/web/private/client/document/list', as: 'client', entries: 'any' },
  { route: '/web/dev/outbox', path: '/web/dev/outbox', as: 'guest', entries: 'some' },
  {
    route: '/web/private/back-office/client/{id}/tracking',
    path: '/web/private/back-office/client/1/tracking',
    as: 'admin',
    entries: 'any',
  },
]

/** The contract's list routes: GET routes whose 200 declares the pagination headers. */
function contractLists(): string[] {
  const paths = openapi.paths as unknown as Record<string, Record<string, { responses?: Record<string, { headers?: object }> }>>
  return Object.entries(paths)
    .filter(([, methods]) => methods.get?.responses?.['200']?.headers && 'x-total-count' in methods.get.responses['200'].headers)
    .map(([path]) => path)
    .sort()
}

async function tokenOf(as: Caller): Promise<string | undefined> {
  if (as === 'guest') return undefined
  if (as === 'admin') return (await server.newAdmin()).token
  const client = await server.newClient()
  if (as === 'client with a loan') await insertActiveLoan(server, client.id)
  return client.token
}

const paging = (headers: Headers) => ({
  page: headers.get('x-page'),
  perPage: headers.get('x-per-page'),
  total: headers.get('x-total-count'),
  count: headers.get('x-count'),
})

describe('the pagination headers of every list', () => {
  it('the table names every list route of the contract, and each declares page and perPage', () => {
    expect(LISTS.map((row) => row.route).sort()).toEqual(contractLists())
    const paths = openapi.paths as unknown as Record<string, { get: { parameters?: Array<{ name: string; in: string }> } }>
    for (const { route } of LISTS) {
      const query = (paths[route]!.get.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name)
      expect(query, route).toEqual(expect.arrayContaining(['page', 'perPage']))
    }
  })

  it.each(LISTS)('$route answers the whole list as one page with x-page, x-per-page, x-total-count, x-count', async (row) => {
    const token = await tokenOf(row.as)
    const answer = await call('GET', row.path, token ? { token } : {})
    expect(answer.status).toBe(200)
    const length = (answer.body.data as unknown[]).length
    if (row.entries === 'some') expect(length).toBeGreaterThan(0)
    expect(paging(answer.headers)).toEqual({ page: '1', perPage: String(length), total: String(length), count: String(length) })
  })

  it.each(LISTS)('$route answers the page asked for', async (row) => {
    const token = await tokenOf(row.as)
    const join = row.path.includes('?') ? '&' : '?'
    const whole = (await call('GET', row.path, token ? { token } : {})).body.data as unknown[]
    const second = await call('GET', `${row.path}${join}page=2&perPage=1`, token ? { token } : {})
    expect(second.status).toBe(200)
    expect(second.body.data).toEqual(whole.slice(1, 2))
    expect(paging(second.headers)).toEqual({
      page: '2',
      perPage: '1',
      total: String(whole.length),
      count: String(Math.min(1, Math.max(whole.length - 1, 0))),
    })
  })
})

describe('asking for a page', () => {
  it('cuts the list by perPage, and a page past the end is empty with the total kept', async () => {
    const client = await server.newClient()
    for (const [n, name] of ['Ana López', 'Beto Ruiz', 'Carla Díaz'].entries())
      expect(
        (await call('POST', '/web/private/client/referrals', { token: client.token, body: { name, phone: `559876100${n}` } }))
          .status,
      ).toBe(201)
    const at = async (query: string) => {
      const answer = await call('GET', `/web/private/client/referrals${query}`, { token: client.token })
      return { names: (answer.body.data as Array<{ name: string }>).map((r) => r.name), ...paging(answer.headers) }
    }
    expect(await at('?perPage=2')).toEqual({ names: ['Ana López', 'Beto Ruiz'], page: '1', perPage: '2', total: '3', count: '2' })
    expect(await at('?page=2&perPage=2')).toEqual({ names: ['Carla Díaz'], page: '2', perPage: '2', total: '3', count: '1' })
    expect(await at('?page=3&perPage=2')).toEqual({ names: [], page: '3', perPage: '2', total: '3', count: '0' })
    // Without perPage the whole list is the page: a second page of it holds nothing.
    expect(await at('?page=2')).toEqual({ names: [], page: '2', perPage: '3', total: '3', count: '0' })
  })

  it.each([
    ['?perPage=0', 'perPage'],
    ['?perPage=101', 'perPage'],
    ['?page=0', 'page'],
    ['?page=two', 'page'],
  ])('refuses %s with a violation on %s', async (query, field) => {
    const answer = await call('GET', `/web/public/bank${query}`)
    expect(answer.status).toBe(400)
    expect(answer.body.data.error.details.violations.map((v: { propertyPath: string }) => v.propertyPath).join()).toContain(field)
  })

  it('leaves answers that are not lists without pagination headers', async () => {
    const client = await server.newClient()
    for (const path of ['/web/private/client/client', '/web/private/client/document', '/web/private/client/flow']) {
      const answer = await call('GET', path, { token: client.token })
      expect(answer.status, path).toBe(200)
      expect(answer.headers.has('x-total-count'), path).toBe(false)
    }
    expect((await call('GET', '/web/public/config/calculator')).headers.has('x-page')).toBe(false)
  })
})
