import { afterEach, describe, expect, it } from 'vitest'
import { withoutStackTraces } from '../../src/app/stack-traces'

describe('withoutStackTraces', () => {
  const limit = Error.stackTraceLimit
  afterEach(() => {
    Error.stackTraceLimit = limit
  })

  it('an Error constructed while it loads records no stack', async () => {
    const during = await withoutStackTraces(async () => new Error('marker'))
    expect(during.stack).toBeUndefined()
    expect(new Error('after').stack).toContain('after')
  })

  it('puts the limit back as it was', async () => {
    Error.stackTraceLimit = 7
    await withoutStackTraces(async () => Error.stackTraceLimit)
    expect(Error.stackTraceLimit).toBe(7)
  })

  it('puts the limit back when the load fails, and passes the failure on', async () => {
    await expect(
      withoutStackTraces(async () => {
        throw new Error('chunk failed')
      }),
    ).rejects.toThrow('chunk failed')
    expect(Error.stackTraceLimit).toBe(limit)
  })

  it('gives what the load gives', async () => {
    expect(await withoutStackTraces(async () => 42)).toBe(42)
  })
})
