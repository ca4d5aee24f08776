import { describe, expect, it, vi } from 'vitest'
import { createLog, type LogEntry } from '../../server/log'
import { testServer } from './support/harness'

const entries: LogEntry[] = []
const { app } = await testServer({ log: (entry) => entries.push(entry) })

describe('request logs', () => {
  it('logs one entry per request with method, path, status and duration', async () => {
    entries.length = 0
    await app.request('/web/nope', { method: 'POST' })
    expect(entries).toEqual([{ level: 'info', method: 'POST', path: '/web/nope', status: 404, ms: expect.any(Number) }])
  })

  it('writes JSON lines to stdout, and nothing when silent', () => {
    const write = vi.spyOn(process.stdout, 'write').mockImplementation(() => true)
    try {
      createLog('info')({ level: 'info', path: '/web/health' })
      createLog('silent')({ level: 'info', path: '/web/health' })
      expect(write).toHaveBeenCalledOnce()
      expect(JSON.parse(String(write.mock.calls[0]?.[0]))).toMatchObject({ level: 'info', path: '/web/health', time: expect.any(String) })
    } finally {
      write.mockRestore()
    }
  })
})
