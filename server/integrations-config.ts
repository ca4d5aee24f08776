import type { IntegrationsConfig } from '../api'
import type { CaptchaVerifier } from './providers/captcha'

/*
 * The browser integrations, configured here on the ERP rather than in the build: the app reads
 * them after the page is interactive (GET /web/public/config/integrations), so one build serves
 * every environment and an environment without a variable runs without that integration. Each
 * value is public (it ends up in the browser anyway); the secrets stay on the ERP.
 */

/** The integrations' configuration and the hosts their scripts and calls need in the Content-Security-Policy. */
export interface BrowserIntegrations {
  /** The answer without the release tag, which the app adds (its own, as the health route reports it). */
  config: Omit<IntegrationsConfig, 'release'>
  cspHosts: string[]
}

/** The hosts each vendor's browser code loads from and talks to (its own documentation's lists). */
const VENDOR_HOSTS = {
  tagManager: ['https://www.googletagmanager.com'],
  chat: ['https://client.crisp.chat', 'https://*.crisp.chat', 'wss://client.relay.crisp.chat'],
  recording: ['https://*.hotjar.com', 'https://*.hotjar.io', 'wss://*.hotjar.com'],
} as const

const GTM_ID = /^GTM-[A-Z0-9]+$/
// A Sentry DSN: https://<public key>@<host>/<project id>.
const SENTRY_DSN = /^https:\/\/[0-9a-f]+@[a-z0-9.-]+(?::\d+)?\/\d+$/i
const CRISP_ID = /^[0-9a-f-]{36}$/i
// A Facebook app id: digits only.
const FACEBOOK_APP_ID = /^\d{1,32}$/
/** Facebook Login's OAuth dialog, where the step's link goes unless FACEBOOK_LOGIN_URL names another. */
export const FACEBOOK_LOGIN_URL = 'https://www.facebook.com/dialog/oauth'

const value = (raw: string | undefined) => raw?.trim() || undefined

/** An absolute https address or a path on this site; anything else stops the start. */
function scriptUrl(name: string, raw: string | undefined): string | undefined {
  const url = value(raw)
  if (url === undefined) return undefined
  if (!/^(?:https:\/\/[^\s'"]+|\/[^\s'"/][^\s'"]*)$/.test(url))
    throw new Error(`${name} must be an https address or a path on this site (got "${url}").`)
  return url
}

function checked(name: string, raw: string | undefined, rule: RegExp): string | undefined {
  const v = value(raw)
  if (v !== undefined && !rule.test(v)) throw new Error(`${name} is not valid (got "${v}"): see docs/INTEGRATIONS.md.`)
  return v
}

/** An absolute https address (a page the browser goes to); anything else stops the start. */
function httpsUrl(name: string, raw: string | undefined): string | undefined {
  const url = value(raw)
  if (url === undefined) return undefined
  if (!/^https:\/\/[^\s'"/]+(?:\/[^\s'"]*)?$/.test(url)) throw new Error(`${name} must be an https address (got "${url}").`)
  return url
}

const originOf = (url: string) => (url.startsWith('https://') ? [new URL(url).origin] : [])

/**
 * From the environment (docs/INTEGRATIONS.md); every integration is off unless its variable is set:
 * - SENTRY_DSN, SENTRY_ENVIRONMENT: error reporting (environment: production or development by default);
 * - GTM_CONTAINER_ID: Google Tag Manager;
 * - CRISP_WEBSITE_ID: the Crisp chat;
 * - HOTJAR_SITE_ID: Hotjar session recording (only after the visitor allows it);
 * - JUICYSCORE_SCRIPT_URL, JUICYSCORE_SCRIPT_URL_DEV: behavioural scoring; a production ERP uses
 *   only the production address, any other the development one when set;
 * - IOVATION_SCRIPT_URL: iovation FraudForce's loader (the device fingerprint);
 * - CAPTCHA_SITE_KEY: Cloudflare Turnstile's site key, given when the ERP verifies with Turnstile
 *   (CAPTCHA_SECRET); the development stand-in needs none;
 * - FACEBOOK_APP_ID, FACEBOOK_LOGIN_URL: Facebook Login, the external login of flow step facebook
 *   (the lender's app id; the OAuth dialog, Facebook's own by default).
 * A malformed value stops the start.
 */
export function integrationsFromEnv(
  env: NodeJS.ProcessEnv,
  captcha: Pick<CaptchaVerifier, 'provider' | 'configured'>,
): BrowserIntegrations {
  const production = env.NODE_ENV === 'production'
  const dsn = checked('SENTRY_DSN', env.SENTRY_DSN, SENTRY_DSN)
  const containerId = checked('GTM_CONTAINER_ID', env.GTM_CONTAINER_ID, GTM_ID)
  const websiteId = checked('CRISP_WEBSITE_ID', env.CRISP_WEBSITE_ID, CRISP_ID)
  const siteId = checked('HOTJAR_SITE_ID', env.HOTJAR_SITE_ID, /^[1-9]\d{0,11}$/)
  const scoringProduction = scriptUrl('JUICYSCORE_SCRIPT_URL', env.JUICYSCORE_SCRIPT_URL)
  const scoringDev = scriptUrl('JUICYSCORE_SCRIPT_URL_DEV', env.JUICYSCORE_SCRIPT_URL_DEV)
  const scoring = production ? scoringProduction : (scoringDev ?? scoringProduction)
  const fingerprint = scriptUrl('IOVATION_SCRIPT_URL', env.IOVATION_SCRIPT_URL)
  const siteKey = value(env.CAPTCHA_SITE_KEY)
  const appId = checked('FACEBOOK_APP_ID', env.FACEBOOK_APP_ID, FACEBOOK_APP_ID)
  const loginUrl = httpsUrl('FACEBOOK_LOGIN_URL', env.FACEBOOK_LOGIN_URL) ?? FACEBOOK_LOGIN_URL
  const config: BrowserIntegrations['config'] = {
    errorReporting: dsn
      ? { dsn, environment: value(env.SENTRY_ENVIRONMENT) ?? (production ? 'production' : 'development') }
      : null,
    tagManager: containerId ? { containerId } : null,
    chat: websiteId ? { websiteId } : null,
    recording: siteId ? { siteId: Number(siteId) } : null,
    scoring: scoring ? { scriptUrl: scoring } : null,
    fingerprint: fingerprint ? { scriptUrl: fingerprint } : null,
    captcha:
      captcha.provider === 'dev'
        ? { provider: 'dev', siteKey: 'stand-in' }
        : captcha.configured && siteKey
          ? { provider: 'turnstile', siteKey }
          : null,
    externalLogin: appId ? { appId, loginUrl } : null,
  }
  const cspHosts = [
    ...(dsn ? [new URL(dsn).origin] : []),
    ...(containerId ? VENDOR_HOSTS.tagManager : []),
    ...(websiteId ? VENDOR_HOSTS.chat : []),
    ...(siteId ? VENDOR_HOSTS.recording : []),
    ...(scoring ? originOf(scoring) : []),
    ...(fingerprint ? originOf(fingerprint) : []),
  ]
  return { config, cspHosts: [...new Set(cspHosts)] }
}

/** One line for the start-up log: which integrations are on. */
export function describeIntegrations({ config }: BrowserIntegrations): string {
  const on = Object.entries(config)
    .filter(([, entry]) => entry !== null)
    .map(([name]) => name)
  return on.length > 0 ? `Browser integrations on: ${on.join(', ')}.` : 'Browser integrations: all off.'
}
