import { join, resolve } from 'node:path'
import { parseTrustProxy } from './auth/client-address'
import { loadJwtSecret } from './auth/secret'
import { migrateToLatest, openStorage, storageOptionsFromEnv, type Storage } from './db'
import { captchaFromEnv } from './providers/captcha'
import { isEmpty, seed } from './seed'
import { cashProvidersFromEnv } from './loans/cash-payout'
import { createServices, publicUrlFromEnv, tokenTtlFromEnv, type Services } from './services'

export interface Booted {
  services: Services
  storage: Storage
  /** Migrations run at this start. */
  migrated: string[]
  /** Whether this start seeded a fresh database. */
  seeded: boolean
  /** Whether seed accounts may exist (seeding is allowed here), so their credentials are worth printing. */
  seedAllowed: boolean
  /** What an operator must know before trusting this server with money: printed loudly at start. */
  warnings: string[]
  close(): Promise<void>
}

/**
 * Everything a server process needs before it listens, from the environment:
 * - DATABASE_URL=postgres://... → PostgreSQL; unset → SQLite file `<ERP_DATA_DIR>/erp.sqlite`
 * - ERP_DATA_DIR (default `data/` in the repository): the SQLite file and the dev JWT secret
 * - JWT_SECRET (required in production; else generated into `<ERP_DATA_DIR>/jwt-secret`)
 * - NODE_ENV=production turns dev tools and seeding off; ERP_DEV_TOOLS=1 / ERP_SEED=1 turn them back on
 * - TRUST_PROXY: which proxies may name the client in X-Forwarded-For: a hop count (`1`), or
 *   addresses, CIDRs and `loopback`/`linklocal`/`uniquelocal` (`loopback,10.0.0.0/8`); unset trusts none
 * - CAPTCHA_PROVIDER, CAPTCHA_SECRET, CAPTCHA_VERIFY_URL: the captcha (server/providers/captcha.ts)
 * - ERP_TOKEN_TTL_SECONDS (default 900, at least 30): how long a full token lasts
 * - ERP_CASH_PROVIDERS: the cash payout networks offered (server/loans/cash-payout.ts); unset offers the shipped ones
 * - ERP_DEV_CLOCK=1 (outside production only): a call may name its own time ahead of the clock
 *   (X-Dev-Clock-Offset, server/dev/clock.ts), for tests that must see a token expire
 */
export async function boot(env: NodeJS.ProcessEnv = process.env): Promise<Booted> {
  const production = env.NODE_ENV === 'production'
  const dataDir = resolve(env.ERP_DATA_DIR ?? join(import.meta.dirname, '..', 'data'))
  const jwtSecret = loadJwtSecret(env, join(dataDir, 'jwt-secret'))
  const tokenTtlSeconds = tokenTtlFromEnv(env)
  const trustProxy = parseTrustProxy(env.TRUST_PROXY)
  const devTools = !production || env.ERP_DEV_TOOLS === '1'
  const storage = openStorage(storageOptionsFromEnv(env, join(dataDir, 'erp.sqlite')))
  try {
    const migrated = await migrateToLatest(storage.db)
    const services = createServices({
      db: storage.db,
      jwtSecret,
      publicUrl: publicUrlFromEnv(env),
      devTools,
      trustProxy,
      tokenTtlSeconds,
      cashProviders: cashProvidersFromEnv(env),
      // A test server's facility only: never in production, whatever ERP_DEV_TOOLS says.
      devClock: !production && env.ERP_DEV_CLOCK === '1',
      captcha: captchaFromEnv({ env, devTools, db: storage.db, now: () => new Date() }),
    })
    // Fixed, public passwords never reach a production database unless asked for.
    const seedAllowed = !production || env.ERP_SEED === '1'
    const seeded =
      seedAllowed && (await isEmpty(storage.db)) && (await seed(storage.db, services.passwordCost, services.now())) > 0
    return {
      services,
      storage,
      migrated,
      seeded,
      seedAllowed,
      warnings: startWarnings(production, services.devTools, seedAllowed),
      close: () => storage.close(),
    }
  } catch (error) {
    await storage.close()
    throw error
  }
}

/**
 * A production server with development tools is a demo or staging server: QA's steering
 * (decisions by e-mail tag or amount, the identity provider's decisions, the fault switch, the
 * outbox) acts there, so it must never hold real clients. Without dev tools, the simulated
 * identity provider decides nothing, so no agreement can be signed until a real one is connected.
 */
export function startWarnings(production: boolean, devTools: boolean, seedAllowed: boolean): string[] {
  const warnings: string[] = []
  if (production && devTools) {
    warnings.push(
      'DEV TOOLS ARE ON IN PRODUCTION (ERP_DEV_TOOLS=1): decisions can be steered by e-mail tags, amounts and the back office, identity checks are simulated and approved, faults can be injected and codes read from the outbox. A demo or staging server only: never real clients or real money.',
    )
  }
  if (production && seedAllowed) warnings.push('SEED ACCOUNTS WITH PUBLIC PASSWORDS ARE ON IN PRODUCTION (ERP_SEED=1).')
  if (production && !devTools) {
    warnings.push('No identity provider is connected: identity checks stay pending, so no loan agreement can be signed.')
  }
  return warnings
}
