/** An unsigned JWT-shaped token with the given claims, for client-side tests (the server verifies). */
export function fakeToken(claims: Record<string, unknown>): string {
  const enc = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64url')
  return `${enc({ alg: 'HS256', typ: 'JWT' })}.${enc(claims)}.signature`
}
