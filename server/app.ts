import { OpenAPIHono } from '@hono/zod-openapi'
import type { Context } from 'hono'
import { lookupBudget } from './auth/address-limit'
import { requireAdmin, requireClient } from './auth/guard'
import { JSON_BODY_LIMIT, limitBody, pathMatcher, unlessOwnLimit } from './body-limit'
import { refuse } from './auth/refuse'
import { compression } from './compression'
import { devClockOffset } from './dev/clock'
import { answerError, notFound, onError, validationHook } from './errors'
import { faultInjection } from './faults'
import { REPLAYED_CALLS, replayFirstAnswer } from './idempotency'
import { createLog, requestLog, type Log } from './log'
import { mountAccount } from './routes/account'
import { mountAffiliates } from './routes/affiliates'
import { mountApplications } from './routes/applications'
import { mountArithmetic } from './routes/arithmetic'
import { mountAuth } from './routes/auth'
import { mountCashPayout } from './routes/cash-payout'
import { mountBackOffice } from './routes/back-office'
import { mountClients } from './routes/clients'
import { mountClientState } from './routes/client-state'
import { mountConsents } from './routes/consents'
import { mountDev } from './routes/dev'
import { mountHealth } from './routes/health'
import { mountLoanDocuments } from './routes/loan-documents'
import { mountLoanProof, SIGNED_DOCUMENT_CHECK_PATH } from './routes/loan-proof'
import { mountLoans } from './routes/loans'
import { mountPublic } from './routes/public'
import { mountReference } from './routes/reference'
import { METRICS_PATH, mountProviders } from './routes/providers'
import { mountReferrals } from './routes/referrals'
import { mountTracking, TRACKING_CHUNK_PATH } from './routes/tracking'
import { mountUploads, UPLOAD_PATHS } from './routes/uploads'
import { responseValidationFromEnv, validateResponses, type ResponseValidation } from './response-validation'
import { paginateLists } from './pagination'
import { noStore, parseHosts, securityHeaders } from './security'
import { integrationsFromEnv, type BrowserIntegrations } from './integrations-config'
import type { Services } from './services'
import { serveFrontEnd } from './static'

export interface AppOptions {
  /** The Vite build output to serve; without it the app answers the API only. */
  staticDir?: string
  /** The release tag the health route reports; RELEASE, else the package version under npm. */
  release?: string
  /** Hosts integrations load from, added to the CSP; CSP_EXTRA_HOSTS by default. The captcha's own are added when it is configured. */
  cspExtraHosts?: string[]
  /** Where log entries go; JSON lines on stdout by default, muted by LOG_LEVEL=silent. */
  log?: Log
  /** Checks of answers against the contract; from NODE_ENV and ERP_VALIDATE_RESPONSES by default. */
  validateResponses?: ResponseValidation
  /** The browser integrations switched on (docs/INTEGRATIONS.md); from the environment by default. */
  integrations?: BrowserIntegrations
}

/**
 * The reference ERP: the contract's routes, then, when built, the front end. `services` holds
 * storage, keys and clock (server/boot.ts builds them from the environment; tests per file).
 */
export function createApp(services: Services, options: AppOptions = {}): OpenAPIHono {
  const log = options.log ?? createLog()
  const release = options.release ?? process.env.RELEASE ?? process.env.npm_package_version ?? 'development'
  // Every route validates its input against the contract before its handler runs.
  const app = new OpenAPIHono({ defaultHook: validationHook })

  app.use(requestLog(log))
  const extraHosts = options.cspExtraHosts ?? parseHosts(process.env.CSP_EXTRA_HOSTS)
  const integrations = options.integrations ?? integrationsFromEnv(process.env, services.captcha)
  app.use(securityHeaders([...new Set([...extraHosts, ...services.captcha.cspHosts, ...integrations.cspHosts])]))
  // Private answers are never stored, whoever answers: a route, a guard, a limit, an injected fault.
  app.use('/web/private/*', noStore())
  // Dev tools only: the fault injection switch (PUT /web/dev/faults), ahead of every guard and route.
  if (services.devTools) app.use(faultInjection(services.faults, services.trustProxy))
  // Dev tools with ERP_DEV_CLOCK=1 only: a call served at the time it names (X-Dev-Clock-Offset).
  if (services.devClock) app.use(devClockOffset())
  app.use(compression())
  // A NUL byte names nothing, and PostgreSQL refuses one in text (a 500): refused before any route reads it.
  app.use(async (c, next) => {
    if (!/%00/i.test(c.req.url)) return next()
    const violations = [{ propertyPath: 'url', status: 'invalid_characters', message: 'The address holds a NUL byte.' }]
    return answerError(c, 400, 'The request is not valid.', { code: 'validation_failed', violations })
  })
  // Inside compression, so it reads the plain body; every JSON answer against the route's declared schema.
  app.use(validateResponses(app, options.validateResponses ?? responseValidationFromEnv(), log))
  // Inside the checks, so the page cut is what they check: every list answer with its pagination headers.
  app.use('/web/*', paginateLists())

  // Every body is limited before anything reads it (413); the routes with a limit of their own set
  // it themselves, after the guards (an anonymous upload is 401 first).
  const ownLimit = pathMatcher([...UPLOAD_PATHS, TRACKING_CHUNK_PATH, METRICS_PATH, SIGNED_DOCUMENT_CHECK_PATH])
  app.use('/web/*', unlessOwnLimit(ownLimit, limitBody(JSON_BODY_LIMIT)))
  // Guards by prefix, before any route: a private route added later is guarded without asking.
  // Handlers read the caller with clientIdOf(c) / adminIdOf(c) (server/auth/session.ts).
  app.use('/web/private/client/*', requireClient(services))
  app.use('/web/private/back-office/*', requireAdmin(services))
  app.use('/web/private/user/*', requireAdmin(services))
  // After the guards (the key belongs to the caller): a retried creating call gets its first answer.
  for (const path of REPLAYED_CALLS) app.use(path, replayFirstAnswer(services))
  // Without dev tools the development routes do not exist: 404 before any input is read.
  if (!services.devTools) app.use('/web/dev/*', async (c: Context) => refuse(c, 404, 'Not found.', { code: 'not_found' }))

  mountHealth(app, release)
  mountPublic(app, { ...integrations.config, release })
  mountReference(app)
  mountArithmetic(app, services.now, undefined, (c) => lookupBudget(services, c, 'lookup_promo_miss', undefined))
  mountAuth(app, services)
  mountBackOffice(app, services)
  mountClients(app, services)
  mountAccount(app, services)
  mountConsents(app, services)
  mountClientState(app, services)
  mountDev(app, services)
  mountLoans(app, services)
  mountCashPayout(app, services)
  mountLoanDocuments(app, services)
  mountLoanProof(app, services)
  mountApplications(app, services)
  mountUploads(app, services)
  mountTracking(app, services)
  mountReferrals(app, services)
  mountProviders(app, services)
  mountAffiliates(app, services)
  // Unknown API paths answer in the error envelope, never with the front end's HTML.
  app.all('/web/*', notFound)

  if (options.staticDir) serveFrontEnd(app, options.staticDir)

  app.notFound(notFound)
  app.onError(onError(log))
  return app
}
