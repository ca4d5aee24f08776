/**
 * True when a write failed on a unique constraint, on either database. Services check for
 * duplicates first (to answer with violations), and use this for the race between two requests.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = (error as { code?: unknown }).code
  // pg: SQLSTATE 23505 unique_violation; better-sqlite3: the extended result code.
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
}

/**
 * True when PostgreSQL refused text it cannot store: a NUL byte (SQLSTATE 22021) or a character
 * the encoding lacks (22P05). The value came from the request, so it is the caller's error (400).
 */
export function isUnstorableText(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false
  const code = (error as { code?: unknown }).code
  return code === '22021' || code === '22P05'
}
