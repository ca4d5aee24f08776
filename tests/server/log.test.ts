import { describe, expect, it, vi } from 'vitest'
import { createApp } from '../../server/app'
import { createLog, type LogEntry } from '../../server/log'

describe('request logs', () => {
  it('logs one entry per request with method, path, status and duration', async () => {
    const entries: LogEntry[] = []
    await createApp({ log: (entry) => entries.push(entry) }).request('/web/nope', { method: 'POST' })
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
