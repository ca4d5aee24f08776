import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { SignJWT, UnsecuredJWT } from 'jose'
import { afterAll, describe, expect, it } from 'vitest'
import { decodeToken } from '../../src/domain/token'
import { hashPassword, TEST_COST, verifyPassword } from '../../server/auth/password'
import { loadJwtSecret } from '../../server/auth/secret'
import { createTokens, MFA_TOKEN_TTL_SECONDS, TOKEN_TTL_SECONDS } from '../../server/auth/tokens'

describe('passwords', () => {
  it('hash with scrypt and a fresh salt each time', async () => {
    const first = await hashPassword('Secreto123', TEST_COST)
    const second = await hashPassword('Secreto123', TEST_COST)
    expect(first).toMatch(/^scrypt\$1024\$8\$1\$[\w-]+\$[\w-]+$/)
    expect(first).not.toBe(second)
    expect(first).not.toContain('Secreto123')
  })

  it('verify the right password only', async () => {
    const hash = await hashPassword('Secreto123', TEST_COST)
    expect(await verifyPassword('Secreto123', hash)).toBe(true)
    expect(await verifyPassword('secreto123', hash)).toBe(false)
    expect(await verifyPassword('', hash)).toBe(false)
  })

  it('refuse, without throwing, hashes they cannot read', async () => {
    for (const stored of ['', 'plain', 'bcrypt$x$y', 'scrypt$0$8$1$abc$def', 'scrypt$1024$8$1$c2FsdA$c2hvcnQ']) {
      expect(await verifyPassword('Secreto123', stored)).toBe(false)
    }
  })
})

describe('tokens', () => {
  const secret = new Uint8Array(randomBytes(32))
  let now = new Date('2025-06-15T18:00:00.000Z')
  const tokens = createTokens(secret, () => now)
  const subject = { accountType: 'client' as const, id: 7, firstName: 'Lucía', email: 'lucia@example.mx' }

  it('carry the claims the front end reads, with a 15-minute expiry', async () => {
    const { token, claims } = await tokens.issue(subject)
    expect(decodeToken(token)).toMatchObject({
      sub: '7',
      account_type: 'client',
      mfa: false,
      firstName: 'Lucía',
      email: 'lucia@example.mx',
    })
    expect(claims.exp - claims.iat).toBe(TOKEN_TTL_SECONDS)
    expect(claims.sid).toBe(claims.jti)
    expect(await tokens.verify(token)).toEqual({ ok: true, claims })
  })

  it('keep the session id through a refresh and give each token its own id', async () => {
    const first = await tokens.issue(subject)
    const second = await tokens.issue(subject, { sid: first.claims.sid })
    expect(second.claims.sid).toBe(first.claims.sid)
    expect(second.claims.jti).not.toBe(first.claims.jti)
  })

  it('give mfa tokens a shorter life', async () => {
    const { claims } = await tokens.issue({ accountType: 'user', id: 1 }, { mfa: true })
    expect(claims).toMatchObject({ mfa: true, account_type: 'user' })
    expect(claims.exp - claims.iat).toBe(MFA_TOKEN_TTL_SECONDS)
  })

  it('expire', async () => {
    const { token } = await tokens.issue(subject)
    now = new Date(now.getTime() + TOKEN_TTL_SECONDS * 1000)
    expect(await tokens.verify(token)).toEqual({ ok: false, reason: 'expired' })
  })

  it('refuse another key, another algorithm, no signature, a changed payload and garbage', async () => {
    const { token, claims } = await tokens.issue(subject)
    const forged = await createTokens(new Uint8Array(randomBytes(32)), () => now).issue(subject)
    const hs512 = await new SignJWT({ ...claims }).setProtectedHeader({ alg: 'HS512' }).sign(secret)
    const unsigned = new UnsecuredJWT({ ...claims }).encode()
    const [header, , signature] = token.split('.')
    const promoted = `${header}.${Buffer.from(JSON.stringify({ ...claims, account_type: 'user' })).toString('base64url')}.${signature}`
    for (const bad of [forged.token, hs512, unsigned, promoted, 'not-a-token', '']) {
      expect(await tokens.verify(bad)).toEqual({ ok: false, reason: 'invalid' })
    }
  })

  it('refuse a signed token of the wrong shape', async () => {
    const iat = Math.floor(now.getTime() / 1000)
    const odd = await new SignJWT({ sub: 'ana', account_type: 'root', mfa: 'no', jti: 'x', iat, exp: iat + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(secret)
    expect(await tokens.verify(odd)).toEqual({ ok: false, reason: 'invalid' })
  })
})

describe('the JWT secret', () => {
  const dirs: string[] = []
  afterAll(async () => {
    for (const dir of dirs) await rm(dir, { recursive: true, force: true })
  })
  async function file(): Promise<string> {
    const dir = await mkdtemp(join(tmpdir(), 'secret-'))
    dirs.push(dir)
    return join(dir, 'data', 'jwt-secret')
  }

  it('comes from JWT_SECRET when set', async () => {
    const value = 'x'.repeat(40)
    expect(Buffer.from(loadJwtSecret({ JWT_SECRET: value }, await file())).toString()).toBe(value)
  })

  it('must be long enough', async () => {
    expect(() => loadJwtSecret({ JWT_SECRET: 'short' }, 'unused')).toThrow(/at least 32/)
  })

  it('is generated once in development, kept readable by the owner only, and reused', async () => {
    const path = await file()
    const first = loadJwtSecret({}, path)
    expect(first.length).toBe(32)
    expect((await stat(path)).mode & 0o777).toBe(0o600)
    expect(loadJwtSecret({}, path)).toEqual(first)
  })

  it('replaces a damaged file', async () => {
    const path = await file()
    loadJwtSecret({}, path)
    await writeFile(path, 'short\n', { mode: 0o644 })
    const replaced = loadJwtSecret({}, path)
    expect(replaced.length).toBe(32)
    expect((await readFile(path, 'utf8')).trim()).toBe(Buffer.from(replaced).toString('base64url'))
    expect((await stat(path)).mode & 0o777).toBe(0o600)
  })

  it('is required in production', async () => {
    expect(() => loadJwtSecret({ NODE_ENV: 'production' }, 'unused')).toThrow(/JWT_SECRET is required/)
  })
})
