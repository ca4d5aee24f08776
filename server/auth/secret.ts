import { randomBytes } from 'node:crypto'
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

/** HS256 wants a key at least as long as its hash: 256 bits. */
const MIN_SECRET_BYTES = 32

/**
 * The key JWTs are signed with. JWT_SECRET wins; in development, without it, a random key is
 * generated once and kept in `file` (mode 0600) so tokens survive a restart. In production the
 * secret must come from the environment: several processes must share it, and a file in the
 * deploy directory is not a secret store.
 */
export function loadJwtSecret(env: NodeJS.ProcessEnv, file: string): Uint8Array {
  const fromEnv = env.JWT_SECRET?.trim()
  if (fromEnv) {
    if (Buffer.byteLength(fromEnv) < MIN_SECRET_BYTES)
      throw new Error(`JWT_SECRET must be at least ${MIN_SECRET_BYTES} bytes long.`)
    return new TextEncoder().encode(fromEnv)
  }
  if (env.NODE_ENV === 'production') throw new Error('JWT_SECRET is required when NODE_ENV=production.')
  if (existsSync(file)) {
    const kept = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64url')
    if (kept.length >= MIN_SECRET_BYTES) return new Uint8Array(kept)
  }
  const secret = randomBytes(MIN_SECRET_BYTES)
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, `${secret.toString('base64url')}\n`, { mode: 0o600 })
  // The mode above applies only to a new file; a damaged old one may have been readable.
  chmodSync(file, 0o600)
  return new Uint8Array(secret)
}
