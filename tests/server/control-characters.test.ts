import { describe, expect, it } from 'vitest'
import { testServer } from './support/harness'

/**
 * A control character in JSON text (NUL above all) is a 400 on its field on SQLite exactly as on
 * PostgreSQL (server/control-characters.ts): SQLite used to store a NUL without a word, and
 * PostgreSQL refused the write with a violation on no field.
 */

const server = await testServer()
const { call } = server
const client = await server.newClient()

const STEP_FOUR = '/web/private/client/complete-step-four'
const METRICS = '/web/private/client/logger/metrics'
const violationsOf = (answer: { body: any }) =>
  answer.body?.data?.error?.details?.violations as Array<{ propertyPath: string; status: string }>

describe(`on ${server.dialect}`, () => {
  it('refuses a NUL in a form field with invalid_characters on that field, and stores nothing', async () => {
    const refused = await call('PUT', STEP_FOUR, {
      token: client.token,
      body: { fullName: 'Ana\u0000 López', phone: '5511112222' },
    })
    expect(refused.status).toBe(400)
    expect(violationsOf(refused)).toEqual([
      { propertyPath: 'children[fullName].data', status: 'invalid_characters', message: expect.any(String) },
    ])
    const stored = await call('GET', '/web/private/client/account-details', { token: client.token })
    expect(stored.body.data.reference).toEqual({ fullName: null, phone: null })

    const accepted = await call('PUT', STEP_FOUR, { token: client.token, body: { fullName: 'Ana López', phone: '5511112222' } })
    expect(accepted.status).toBe(200)
    expect(accepted.body.data.reference).toEqual({ fullName: 'Ana López', phone: '5511112222' })
  })

  it('names every field holding one, nested and in arrays, keys included', async () => {
    const body = {
      entries: [
        { name: 'lcp', value: 1 },
        { name: 'fid\u0000', value: 2, tags: { page: 'home\u001f', 'ro\u0007ute': 'x', ok: 'fine' } },
      ],
    }
    const refused = await call('POST', METRICS, { token: client.token, body })
    expect(refused.status).toBe(400)
    expect(violationsOf(refused).map((v) => [v.propertyPath, v.status])).toEqual([
      ['entries.1.name', 'invalid_characters'],
      ['entries.1.tags.page', 'invalid_characters'],
      ['entries.1.tags.ro\u0007ute', 'invalid_characters'],
    ])
    const rows = await server.db.selectFrom('metrics').select('id').where('client_id', '=', client.id).execute()
    expect(rows).toEqual([])
  })

  it('refuses one in a public form before anything is looked up', async () => {
    const refused = await call('POST', '/web/public/client/login', {
      body: { login: `${client.email}\u0000`, password: client.password },
    })
    expect(refused.status).toBe(400)
    expect(violationsOf(refused).map((v) => [v.propertyPath, v.status])).toEqual([['children[login].data', 'invalid_characters']])
  })

  // Every C0 control character, by code point: tab, line feed and carriage return are text.
  const C0 = Array.from(
    { length: 32 },
    (_, code) => [code.toString(16).toUpperCase().padStart(4, '0'), ![0x09, 0x0a, 0x0d].includes(code), code] as const,
  )
  it.each(C0)('U+%s is refused: %s', async (_, refused, code) => {
    const answer = await call('POST', METRICS, {
      token: client.token,
      body: { entries: [{ name: `a${String.fromCharCode(code)}b`, value: 1 }] },
    })
    expect(answer.status).toBe(refused ? 400 : 201)
    if (refused)
      expect(violationsOf(answer)).toEqual([
        { propertyPath: 'entries.0.name', status: 'invalid_characters', message: expect.any(String) },
      ])
  })
})
