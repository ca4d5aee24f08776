import type { MiddlewareHandler } from 'hono'

export type LogLevel = 'silent' | 'error' | 'warn' | 'info'
export type LogEntry = { level: Exclude<LogLevel, 'silent'>; message?: string } & Record<string, unknown>
/** Takes log entries; `level`, when set, is the least severe one it keeps (unset: all of them). */
export type Log = ((entry: LogEntry) => void) & { readonly level?: LogLevel }

/** From most to least severe: a log at level L keeps the entries at L and above. */
const SEVERITY: Record<LogLevel, number> = { silent: 0, error: 1, warn: 2, info: 3 }

function isLogLevel(value: string): value is LogLevel {
  return Object.hasOwn(SEVERITY, value)
}

/** Whether `log` keeps entries at `level`, so callers can skip building the ones it would drop. */
export function logs(log: Log, level: LogEntry['level']): boolean {
  return SEVERITY[log.level ?? 'info'] >= SEVERITY[level]
}

const flushers = new Set<() => void>()

/** Whatever a log still holds goes out when the process ends (one listener for every log). */
function flushOnExit(flush: () => void): void {
  if (flushers.size === 0) process.once('exit', () => flushers.forEach((f) => f()))
  flushers.add(flush)
}

/**
 * One JSON object per line on stdout, so any log collector can parse it. LOG_LEVEL keeps `info`
 * (the default: every request), `warn`, `error`, or nothing (`silent`); anything else stops start-up.
 * Lines are gathered and written once per turn of the event loop: stdout on a pipe is
 * synchronous on Linux, and one write per request would cost a system call each under load.
 */
export function createLog(
  level: string = process.env.LOG_LEVEL ?? 'info',
  write: (text: string) => void = (text) => process.stdout.write(text),
): Log {
  if (!isLogLevel(level))
    throw new Error(`LOG_LEVEL must be one of ${Object.keys(SEVERITY).join(', ')}, not ${JSON.stringify(level)}`)
  const keeps = SEVERITY[level]
  let pending: string[] = []
  const flush = () => {
    if (pending.length === 0) return
    const text = pending.join('')
    pending = []
    write(text)
  }
  if (keeps > 0) flushOnExit(flush)
  const log = (entry: LogEntry) => {
    if (SEVERITY[entry.level] > keeps) return
    if (pending.length === 0) setImmediate(flush)
    pending.push(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
  }
  return Object.assign(log, { level })
}

/** One line per request: method, path, status and duration in milliseconds. Nothing at all when the log drops info. */
export function requestLog(log: Log): MiddlewareHandler {
  if (!logs(log, 'info')) return (_c, next) => next()
  return async (c, next) => {
    const started = performance.now()
    await next()
    const ms = Math.round((performance.now() - started) * 10) / 10
    log({ level: 'info', method: c.req.method, path: c.req.path, status: c.res.status, ms })
  }
}
