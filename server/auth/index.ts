/** Auth: passwords, tokens, guards, limits. Routes read the caller with clientIdOf / adminIdOf. */
export { clientAddress } from './client-address'
export { authenticate, bearerToken, requireAccount, requireAdmin, requireClient, USER_BLOCKED } from './guard'
export { hashPassword, verifyPassword, DEFAULT_COST, TEST_COST, type ScryptCost } from './password'
export { checkLimit, clearHits, recordHit, type Limit, type LimitCheck } from './rate-limit'
export { refuse, type RefusalOptions, type RefusalStatus } from './refuse'
export { isRevoked, revoke } from './revocation'
export { loadJwtSecret } from './secret'
export { adminIdOf, clientIdOf, sessionOf, type Session } from './session'
export {
  createTokens,
  MFA_TOKEN_TTL_SECONDS,
  MIN_TOKEN_TTL_SECONDS,
  TOKEN_TTL_SECONDS,
  type AccountType,
  type Claims,
  type IssuedToken,
  type Tokens,
} from './tokens'
