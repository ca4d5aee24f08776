import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

/**
 * Passwords are hashed with scrypt (memory-hard, in node:crypto), a random 16-byte salt each,
 * stored as `scrypt$N$r$p$salt$hash` (base64url) so the cost can rise later without breaking
 * stored hashes: verification reads the cost from the hash itself.
 */

export interface ScryptCost {
  N: number
  r: number
  p: number
}

/** Node's default cost (16 MiB, about 50 ms here): enough for a reference ERP, cheap to raise. */
export const DEFAULT_COST: ScryptCost = { N: 2 ** 14, r: 8, p: 1 }

/** For tests only: hashing dominates a suite that signs up hundreds of clients. */
export const TEST_COST: ScryptCost = { N: 2 ** 10, r: 8, p: 1 }

const KEY_LENGTH = 32

function derive(password: string, salt: Buffer, cost: ScryptCost): Promise<Buffer> {
  // maxmem must cover 128 * N * r bytes, with headroom, or scrypt refuses larger costs.
  const options: ScryptOptions = { ...cost, maxmem: 256 * cost.N * cost.r }
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => (error ? reject(error) : resolve(key))),
  )
}

export async function hashPassword(password: string, cost: ScryptCost = DEFAULT_COST): Promise<string> {
  const salt = randomBytes(16)
  const key = await derive(password, salt, cost)
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

/** False for a wrong password and for a hash this code cannot read; never throws on input. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !key) return false
  const cost = { N: Number(n), r: Number(r), p: Number(p) }
  if (![cost.N, cost.r, cost.p].every((value) => Number.isInteger(value) && value > 0)) return false
  const expected = Buffer.from(key, 'base64url')
  if (expected.length !== KEY_LENGTH) return false
  const actual = await derive(password, Buffer.from(salt, 'base64url'), cost)
  // Constant time: how much of the hash matched must not show in the answer's timing.
  return timingSafeEqual(actual, expected)
}

/**
 * A hash of nothing anyone knows. Login verifies against it when the account does not exist,
 * so an unknown e-mail costs the same time as a wrong password and timing reveals no account.
 */
export function decoyHash(cost: ScryptCost): Promise<string> {
  return hashPassword(randomBytes(16).toString('base64url'), cost)
}
