import { describe, expect, it } from 'vitest'
import { createLog, logs, requestLog, type LogEntry } from '../../server/log'
import { testServer } from './support/harness'

const entries: LogEntry[] = []
const { app } = await testServer({ log: (entry) => entries.push(entry) })

/** The next turn of the event loop, when a log writes what it gathered. */
const nextTurn = () => new Promise((resolve) => setImmediate(resolve))

describe('request logs', () => {
  it('logs one entry per request with method, path, status and duration', async () => {
    entries.length = 0
    await app.request('/web/nope', { method: 'POST' })
    expect(entries).toEqual([{ level: 'info', method: 'POST', path: '/web/nope', status: 404, ms: expect.any(Number) }])
  })

  it('writes JSON lines, the entries of one turn of the event loop in one write', async () => {
    const writes: string[] = []
    const log = createLog('info', (text) => writes.push(text))
    log({ level: 'info', path: '/web/health' })
    log({ level: 'error', message: 'boom' })
    expect(writes).toEqual([])
    await nextTurn()
    expect(writes).toHaveLength(1)
    const lines = writes[0]!
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line))
    expect(lines).toEqual([
      { level: 'info', path: '/web/health', time: expect.any(String) },
      { level: 'error', message: 'boom', time: expect.any(String) },
    ])
  })

  it('keeps only the entries at its level and above, and nothing when silent', async () => {
    const writes: string[] = []
    const warn = createLog('warn', (text) => writes.push(text))
    const silent = createLog('silent', (text) => writes.push(text))
    for (const log of [warn, silent]) {
      log({ level: 'info', path: '/web/health' })
      log({ level: 'warn', message: 'odd' })
    }
    await nextTurn()
    expect(
      writes
        .join('')
        .trimEnd()
        .split('\n')
        .map((line) => JSON.parse(line).message),
    ).toEqual(['odd'])
    expect([logs(warn, 'info'), logs(warn, 'error'), logs(silent, 'error')]).toEqual([false, true, false])
  })

  it('refuses an unknown LOG_LEVEL', () => {
    expect(() => createLog('verbose')).toThrow(/LOG_LEVEL must be one of silent, error, warn, info/)
  })

  it('skips the request log entirely when the log drops info entries', async () => {
    const warn = createLog('warn', () => {})
    let nextCalled = false
    await requestLog(warn)({} as never, async () => {
      nextCalled = true
    })
    expect(nextCalled).toBe(true)
  })
})
