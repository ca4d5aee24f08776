import { describe, expect, it } from 'vitest'
import { flattenPropertyPath, NO_RESPONSE, OK, readAnswer, readRetryAfter, SUCCESS, unwrap } from '../../src/api/answer'
import { fieldErrors, isServerFailure, isUnauthorized } from '../../src/api/errors'

const envelope = (details: object, extra: object = {}) => ({ data: { error: { details } }, ...extra })

describe('readAnswer', () => {
  it('names the answer status codes', () => {
    expect([OK, SUCCESS, NO_RESPONSE]).toEqual([200, 201, -1])
  })

  it('reads the payload from body.data', () => {
    expect(readAnswer(200, { data: { id: 7 } })).toEqual({ ok: true, status: 200, data: { id: 7 } })
  })

  it.each([200, 201, 204, 299])('treats %i as success', (status) => {
    expect(readAnswer(status, { data: null }).ok).toBe(true)
  })

  it.each([199, 300, 304, 400, 500])('treats %i as failure', (status) => {
    expect(readAnswer(status, { data: { anything: true } })).toMatchObject({ ok: false, status })
  })

  it('reads a missing response as status -1', () => {
    expect(readAnswer(undefined, undefined)).toEqual({ ok: false, status: -1, violations: [] })
    expect(readAnswer(null, undefined).status).toBe(NO_RESPONSE)
  })

  it('turns enveloped violations into field errors with flattened names', () => {
    const body = envelope({
      violations: [
        { propertyPath: 'children[firstName].data', status: 'required', message: 'Required' },
        { propertyPath: 'children[address].children[street].data', status: 'too_short' },
      ],
    })
    expect(readAnswer(400, body)).toMatchObject({
      violations: [
        { name: 'firstName', status: 'required', message: 'Required' },
        { name: 'address.street', status: 'too_short' },
      ],
    })
  })

  it('also accepts violations under a bare error', () => {
    const body = { error: { details: { violations: [{ propertyPath: 'email', status: 'not_unique' }] } } }
    expect(readAnswer(422, body)).toMatchObject({ violations: [{ name: 'email', status: 'not_unique' }] })
  })

  it('reads the code of the error', () => {
    expect(readAnswer(400, { data: { error: { code: 'user_blocked', details: {} } } })).toMatchObject({ code: 'user_blocked' })
  })

  it('reads the message from data.error.details, then error.details, then message', () => {
    expect(readAnswer(400, envelope({ message: 'User is blocked.' }, { message: 'outer' }))).toMatchObject({
      message: 'User is blocked.',
    })
    expect(readAnswer(400, { error: { details: { message: 'bare' } }, message: 'outer' })).toMatchObject({ message: 'bare' })
    expect(readAnswer(500, { message: 'outer' })).toMatchObject({ message: 'outer' })
  })

  it('reads a body that is not JSON as a failure without message', () => {
    expect(readAnswer(502, 'Bad Gateway')).toEqual({ ok: false, status: 502, violations: [] })
  })

  it('reads pagination from the x- headers', () => {
    const headers = { 'x-page': '2', 'x-per-page': '10', 'x-total-count': '31', 'x-count': '10' }
    expect(readAnswer(200, { data: [] }, headers)).toMatchObject({
      pagination: { page: 2, perPage: 10, total: 31, count: 10, totalPages: 4 },
    })
  })

  it('counts zero pages when the page size is zero or missing', () => {
    expect(readAnswer(200, { data: [] }, { 'x-per-page': '0', 'x-total-count': '5' })).toMatchObject({
      pagination: { totalPages: 0 },
    })
    expect(readAnswer(200, { data: [] }, new Headers({ 'x-total-count': '5' }))).toMatchObject({
      pagination: { perPage: 0, totalPages: 0 },
    })
  })

  it('has no pagination when the headers are absent', () => {
    expect(readAnswer(200, { data: [] }, { 'content-type': 'application/json' })).not.toHaveProperty('pagination')
  })
})

describe('flattenPropertyPath', () => {
  it.each([
    ['children[firstName].data', 'firstName'],
    ['children[address].children[street].data', 'address.street'],
    ['data.mobilePhone.number', 'mobilePhone.number'],
    ['email', 'email'],
    ['[email]', 'email'],
  ])('flattens %s to %s', (path, name) => {
    expect(flattenPropertyPath(path)).toBe(name)
  })
})

describe('error helpers', () => {
  it('maps violations to a name → status record, first violation winning', () => {
    const body = envelope({
      violations: [
        { propertyPath: 'children[email].data', status: 'invalid_mail' },
        { propertyPath: 'children[email].data', status: 'not_unique' },
        { propertyPath: 'data.mobilePhone.number', status: 'required' },
      ],
    })
    expect(fieldErrors(readAnswer(400, body))).toEqual({ email: 'invalid_mail', 'mobilePhone.number': 'required' })
    expect(fieldErrors(readAnswer(200, { data: {} }))).toEqual({})
  })

  it('classifies server failures and unauthorised answers', () => {
    expect([499, 500, 503].map(isServerFailure)).toEqual([false, true, true])
    expect([400, 401, 403, 404].map(isUnauthorized)).toEqual([false, true, true, false])
  })
})

describe('limits and unwrapping', () => {
  it('reads Retry-After of a refusal in whole seconds', () => {
    const answer = readAnswer(
      429,
      { data: { error: { code: 'too_many_attempts', details: { message: 'Later.' } } } },
      { 'Retry-After': '120' },
    )
    expect(answer).toMatchObject({ ok: false, status: 429, code: 'too_many_attempts', retryAfterSeconds: 120 })
    expect(readRetryAfter({ 'Retry-After': 'Wed, 21 Oct 2026 07:28:00 GMT' })).toBeUndefined()
  })

  it('unwraps the data of a success and throws the problem of a failure', () => {
    expect(unwrap(readAnswer(200, { data: { token: 't' } }))).toEqual({ token: 't' })
    const refused = readAnswer(400, {
      data: {
        error: {
          code: 'validation_failed',
          details: { message: 'No.', violations: [{ propertyPath: 'children[code].data', status: 'code_wrong' }] },
        },
      },
    })
    expect(() => unwrap(refused)).toThrow(
      expect.objectContaining({ status: 400, code: 'validation_failed', violations: [{ name: 'code', status: 'code_wrong' }] }),
    )
  })
})
