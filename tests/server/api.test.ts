import { describe, expect, it } from 'vitest'
import { CalculatorConfig, envelope, ErrorBody, Health, routes } from '../../api'
import { testServer } from './support/harness'

const { app } = await testServer({ release: 'test-release' })

describe('the API', () => {
  it('answers the health route with its release', async () => {
    const response = await app.request('/web/health')
    expect(response.status).toBe(200)
    expect(envelope(Health).parse(await response.json())).toEqual({ data: { status: 'ok', release: 'test-release' } })
  })

  it('serves the calculator config in the shape of the contract', async () => {
    const response = await app.request('/web/public/config/calculator')
    expect(response.status).toBe(200)
    const { data } = envelope(CalculatorConfig).parse(await response.json())
    expect(data.amountLimits).toEqual({ minMainLoan: 1000, amountTo: 10000, minAdditionLoan: 500, interval: 100 })
    expect(data.initialStates).toEqual({
      new: { minAmount: 1000, maxAmount: 5000 },
      repeated: { minAmount: 1000, maxAmount: 10000 },
    })
  })

  it('answers a client check while no client is stored', async () => {
    const response = await app.request('/web/public/client/check/email/ana%40example.mx')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ data: { exists: false } })
  })

  it('answers a request that breaks the contract with 400 and a violation per field', async () => {
    const response = await app.request('/web/public/client/check/passport/X123')
    expect(response.status).toBe(400)
    const body = ErrorBody.parse(await response.json())
    expect(body.data.error.code).toBe('validation_failed')
    expect(body.data.error.details.violations).toEqual([
      expect.objectContaining({ propertyPath: 'key', status: 'invalid_value' }),
    ])
  })

  it('answers an unknown API path with 404 in the error envelope', async () => {
    for (const [method, path] of [
      ['GET', '/web/nope'],
      ['POST', '/web/public/nope'],
    ] as const) {
      const response = await app.request(path, { method })
      expect(response.status).toBe(404)
      expect(ErrorBody.parse(await response.json()).data.error.code).toBe('not_found')
    }
  })

  it('implements every route of the contract', () => {
    const implemented = app.openAPIRegistry.definitions.flatMap((definition) =>
      definition.type === 'route' ? [`${definition.route.method} ${definition.route.path}`] : [],
    )
    expect(implemented.sort()).toEqual(routes.map((route) => `${route.method} ${route.path}`).sort())
  })
})
