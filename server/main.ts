import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { boot } from './boot'
import { describeTrustProxy } from './auth/client-address'
import { describeCaptcha } from './providers/captcha'
import { describeIntegrations, integrationsFromEnv } from './integrations-config'
import { SEED_ACCOUNTS } from './seed'

/** Starts the reference ERP and, when built, the front end: `npm start`. */
const port = Number(process.env.PORT ?? 3000)
const hostname = process.env.HOST ?? '0.0.0.0'
// ERP_STATIC_DIR serves another build (e.g. one made with `vite build --outDir`); default: dist/.
const dist = resolve(process.env.ERP_STATIC_DIR ?? resolve(import.meta.dirname, '../dist'))
const built = existsSync(join(dist, 'index.html'))

if (!built) console.warn(`No front-end build in ${dist}: run \`npm run build\`. Serving the API only.`)

const booted = await boot()
for (const warning of booted.warnings) console.warn(`\n!!! ${warning}\n`)
console.log(
  `Storage: ${booted.storage.description}${booted.migrated.length > 0 ? ` (migrated: ${booted.migrated.join(', ')})` : ''}`,
)
if (booted.seedAllowed) {
  console.log(`Seed accounts${booted.seeded ? ' (created now)' : ''}:`)
  for (const account of SEED_ACCOUNTS) {
    const login = account.phone ? `${account.email} or ${account.phone}` : account.email
    console.log(`  ${account.kind.padEnd(6)} ${login.padEnd(38)} password ${account.password.padEnd(10)} ${account.role}`)
  }
}
console.log(`Client addresses: trusting ${describeTrustProxy(booted.services.trustProxy)} in X-Forwarded-For (TRUST_PROXY).`)
const captcha = describeCaptcha(booted.services.captcha)
if (captcha.level === 'warn') console.warn(`WARNING ${captcha.message}`)
else console.log(captcha.message)
const integrations = integrationsFromEnv(process.env, booted.services.captcha)
console.log(describeIntegrations(integrations))
if (booted.services.devTools) {
  console.log(
    `Development outbox: http://localhost:${port}/web/dev/outbox.html in a browser, or GET /web/dev/outbox?destination=<phone or e-mail>`,
  )
}

const server = serve(
  { fetch: createApp(booted.services, built ? { staticDir: dist, integrations } : { integrations }).fetch, port, hostname },
  (info) => {
    console.log(`Listening on http://localhost:${info.port}`)
  },
)
// Node closes an idle kept-alive connection after 5 s, which races a client reusing it at that
// moment (the request dies with ECONNRESET). Idle connections live longer than any client or
// proxy keeps them (60 s is the usual proxy idle timeout); headers must wait a little longer.
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = 65_000
  server.headersTimeout = 66_000
}

function close(): void {
  // A second signal means "now": do not wait for open connections.
  process.once('SIGINT', () => process.exit(1))
  server.close((error) => {
    void booted.close().finally(() => process.exit(error ? 1 : 0))
  })
}

process.once('SIGINT', close)
process.once('SIGTERM', close)
