import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi'
import { afterEach, describe, expect, it } from 'vitest'
import { ErrorBody, failure, success } from '../../api'
import type { LogEntry } from '../../server/log'
import {
  checkResponse,
  PRODUCTION_SAMPLE,
  responseValidationFromEnv,
  validateResponses,
  type ResponseValidation,
} from '../../server/response-validation'
import { openTestServer, testServer, type TestServer } from './support/harness'

/** A route outside /web (whose unknown paths answer 404), mounted on a test app after createApp. */
const Pet = z.object({ name: z.string(), age: z.number().int() })
const getPet = createRoute({
  method: 'get',
  path: '/contract-test/pets/{id}',
  request: { params: z.object({ id: z.enum(['right', 'wrong', 'leaky', 'teapot', 'text']) }) },
  responses: { 200: success(Pet, 'The pet'), default: failure },
})

/** Answers per id: right matches the contract; the others break it in one way each (or leave JSON). */
function mountPets(server: TestServer): void {
  server.app.openapi(getPet, (c) => {
    const { id } = c.req.valid('param')
    if (id === 'right') return c.json({ data: { name: 'Canela', age: 3 } }, 200)
    if (id === 'wrong') return c.json({ data: { name: 'Canela', age: 'three' } } as never, 200)
    if (id === 'leaky') return c.json({ data: { name: 'Canela', age: 3, passwordHash: 'x' } }, 200)
    if (id === 'teapot') return c.json({ teapot: true } as never, 418 as never)
    return c.text('not json at all') as never
  })
}

describe('answers checked against the contract', () => {
  describe('in the test harness (every server test runs like this)', async () => {
    const server = await testServer()
    mountPets(server)

    it('lets an answer that matches the declared schema through', async () => {
      const answer = await server.call('GET', '/contract-test/pets/right')
      expect(answer).toMatchObject({ status: 200, body: { data: { name: 'Canela', age: 3 } } })
    })

    it('turns an answer of the wrong shape into a 500 naming the route, the status and the issue path', async () => {
      const answer = await server.call('GET', '/contract-test/pets/wrong')
      expect(answer.status).toBe(500)
      const body = ErrorBody.parse(answer.body)
      expect(body.data.error.code).toBe('response_contract_violation')
      expect(body.message).toContain('GET /contract-test/pets/{id} answered 200')
      expect(body.message).toContain('data.age')
    })

    it('refuses a field the contract does not declare', async () => {
      const answer = await server.call('GET', '/contract-test/pets/leaky')
      expect(answer.status).toBe(500)
      expect(answer.body.message).toContain('data.passwordHash: Not in the contract')
    })

    it('checks other statuses against the declared default response', async () => {
      const answer = await server.call('GET', '/contract-test/pets/teapot')
      expect(answer.status).toBe(500)
      expect(answer.body.message).toContain('answered 418')
      expect(answer.body.message).toContain('data: Invalid input')
    })

    it('skips answers that are not JSON', async () => {
      const response = await server.request('/contract-test/pets/text')
      expect(response.status).toBe(200)
      expect(await response.text()).toBe('not json at all')
    })
  })

  describe('whatever the environment says', () => {
    const saved = { node: process.env.NODE_ENV, switch: process.env.ERP_VALIDATE_RESPONSES }
    const restore = (name: string, value: string | undefined) => {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
    afterEach(() => {
      restore('NODE_ENV', saved.node)
      restore('ERP_VALIDATE_RESPONSES', saved.switch)
    })

    it('the harness keeps the checks on and strict, even in production with the switch off', async () => {
      process.env.NODE_ENV = 'production'
      process.env.ERP_VALIDATE_RESPONSES = '0'
      const server = await openTestServer()
      try {
        mountPets(server)
        expect((await server.call('GET', '/contract-test/pets/wrong')).status).toBe(500)
      } finally {
        await server.close()
      }
    })
  })

  describe('when told to warn (production)', async () => {
    const entries: LogEntry[] = []
    const server = await testServer({ validateResponses: { onMismatch: 'warn', sample: 1 }, log: (entry) => entries.push(entry) })
    mountPets(server)

    it('passes the answer through and logs a warning naming the mismatch', async () => {
      const answer = await server.call('GET', '/contract-test/pets/wrong')
      expect(answer).toMatchObject({ status: 200, body: { data: { age: 'three' } } })
      const warning = entries.find((entry) => entry.level === 'warn')
      expect(warning?.message).toContain('GET /contract-test/pets/{id} answered 200')
      expect(warning?.issues).toEqual([expect.objectContaining({ path: 'data.age' })])
    })
  })

  describe('when off', async () => {
    const server = await testServer({ validateResponses: 'off' })
    mountPets(server)

    it('never looks at the answer', async () => {
      expect((await server.call('GET', '/contract-test/pets/wrong')).status).toBe(200)
    })
  })
})

describe('a sampled check (production)', () => {
  /** A bare app with the middleware alone, the random draw fixed. */
  function sampledApp(draw: number) {
    const app = new OpenAPIHono()
    app.use(
      validateResponses(
        app,
        { onMismatch: 'refuse', sample: 0.25 },
        () => {},
        () => draw,
      ),
    )
    app.openapi(getPet, (c) => c.json({ data: { name: 'Canela', age: 'three' } } as never, 200))
    return app
  }

  it('checks an answer drawn into the sample', async () => {
    expect((await sampledApp(0.1).request('/contract-test/pets/wrong')).status).toBe(500)
  })

  it('leaves an answer outside the sample alone', async () => {
    expect((await sampledApp(0.9).request('/contract-test/pets/wrong')).status).toBe(200)
  })
})

describe('checkResponse', () => {
  const route = createRoute({
    method: 'post',
    path: '/things',
    responses: { 201: success(Pet, 'Created'), '4XX': failure },
  })

  it('accepts a body of the declared schema', () => {
    expect(checkResponse(route, 201, { data: { name: 'Canela', age: 3 } })).toBeUndefined()
  })

  it('names every broken path', () => {
    const mismatch = checkResponse(route, 201, { data: { name: 7 } })
    expect(mismatch?.issues.map((issue) => issue.path)).toEqual(['data.name', 'data.age'])
  })

  it('reads a status range when the exact code is not declared', () => {
    expect(checkResponse(route, 409, { data: { error: { details: {} } } })).toBeUndefined()
    expect(checkResponse(route, 409, { data: { name: 'x', age: 1 } })?.issues[0]?.path).toBe('data.error')
  })

  it('reports a status the route does not declare', () => {
    expect(checkResponse(route, 500, {})?.problem).toBe('the contract declares no response for status 500')
  })

  it('reports a JSON body where the route declares another one', () => {
    const pdf = createRoute({
      method: 'get',
      path: '/agreement.pdf',
      responses: {
        200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string() } } },
        204: { description: 'Nothing' },
      },
    })
    expect(checkResponse(pdf, 200, {})?.problem).toBe('the contract declares no JSON body for status 200')
    expect(checkResponse(pdf, 204, {})?.problem).toBe('the contract declares no JSON body for status 204')
  })
})

describe('responseValidationFromEnv', () => {
  const cases: Array<[Record<string, string>, ResponseValidation]> = [
    [{ NODE_ENV: 'test' }, { onMismatch: 'refuse', sample: 1 }],
    [{}, { onMismatch: 'refuse', sample: 1 }],
    [{ NODE_ENV: 'production' }, { onMismatch: 'warn', sample: PRODUCTION_SAMPLE }],
    [
      { NODE_ENV: 'production', ERP_VALIDATE_RESPONSES: '1' },
      { onMismatch: 'warn', sample: 1 },
    ],
    [{ NODE_ENV: 'development', ERP_VALIDATE_RESPONSES: '0' }, 'off'],
  ]
  it.each(cases)('reads %o as %o', (env, expected) => {
    expect(responseValidationFromEnv(env)).toEqual(expected)
  })

  it('refuses a switch value other than 1 or 0', () => {
    expect(() => responseValidationFromEnv({ ERP_VALIDATE_RESPONSES: 'yes' })).toThrow(/ERP_VALIDATE_RESPONSES must be 1 or 0/)
  })
})
