/**
 * The status an error page shows: from `statusCode`, `status` or the response's status,
 * default 500.
 */
export function errorStatus(error: unknown): number {
  if (typeof error !== 'object' || error === null) return 500
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } | null }
  for (const candidate of [e.statusCode, e.status, e.response?.status]) {
    const n = typeof candidate === 'string' ? Number(candidate) : candidate
    if (typeof n === 'number' && Number.isInteger(n) && n >= 100 && n <= 599) return n
  }
  return 500
}

/** The message of an error, for the admins' debug block. */
export function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string') return error.message
  return String(error)
}
