import type { MiddlewareHandler } from 'hono'

export type LogEntry = { level: 'info' | 'warn' | 'error'; message?: string } & Record<string, unknown>
export type Log = (entry: LogEntry) => void

/** One JSON object per line on stdout, so any log collector can parse it; LOG_LEVEL=silent mutes it. */
export function createLog(level = process.env.LOG_LEVEL): Log {
  if (level === 'silent') return () => {}
  return (entry) => process.stdout.write(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
}

/** One line per request: method, path, status and duration in milliseconds. */
export function requestLog(log: Log): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    log({ level: 'info', method: c.req.method, path: c.req.path, status: c.res.status, ms })
  }
}
