import { describe, expect, it } from 'vitest'
import { errorMessage, errorStatus } from '../../src/domain/error-status'

describe('errorStatus', () => {
  it('takes statusCode first', () => {
    expect(errorStatus({ statusCode: 404, status: 502 })).toBe(404)
  })
  it('then status', () => {
    expect(errorStatus({ status: 503 })).toBe(503)
    expect(errorStatus({ status: '410' })).toBe(410)
  })
  it('then the response status', () => {
    expect(errorStatus({ response: { status: 401 } })).toBe(401)
  })
  it('defaults to 500', () => {
    expect(errorStatus(new Error('boom'))).toBe(500)
    expect(errorStatus(null)).toBe(500)
    expect(errorStatus({ status: 'nope' })).toBe(500)
    expect(errorStatus({ status: 42 })).toBe(500)
  })
})

describe('errorMessage', () => {
  it('reads the message of errors and error-like objects', () => {
    expect(errorMessage(new Error('ERP response 502 /web/flow'))).toBe('ERP response 502 /web/flow')
    expect(errorMessage({ message: 'x' })).toBe('x')
    expect(errorMessage('plain')).toBe('plain')
  })
})
