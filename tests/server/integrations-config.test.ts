import { describe, expect, it } from 'vitest'
import { integrationsFromEnv } from '../../server/integrations-config'
import { testServer } from './support/harness'

const turnstile = { provider: 'turnstile', configured: true } as const
const unconfigured = { provider: 'turnstile', configured: false } as const
const standIn = { provider: 'dev', configured: true } as const

const ALL_ON = {
  SENTRY_DSN: 'https://0123abcd@o1.ingest.sentry.io/4501',
  SENTRY_ENVIRONMENT: 'staging',
  GTM_CONTAINER_ID: 'GTM-AB12CD',
  CRISP_WEBSITE_ID: '0d4c5b6a-1234-4cde-8f00-123456789abc',
  HOTJAR_SITE_ID: '3456789',
  JUICYSCORE_SCRIPT_URL: 'https://score.juicyscore.com/static/js.js',
  IOVATION_SCRIPT_URL: '/iovation/loader.js',
  CAPTCHA_SITE_KEY: '0x4AAAAAAA-site',
  FACEBOOK_APP_ID: '1234567890123456',
}

describe('the browser integrations from the environment', () => {
  it('are all off with nothing set, and add no host to the policy', () => {
    expect(integrationsFromEnv({}, unconfigured)).toEqual({
      config: {
        errorReporting: null,
        tagManager: null,
        chat: null,
        recording: null,
        scoring: null,
        fingerprint: null,
        captcha: null,
        externalLogin: null,
      },
      cspHosts: [],
    })
  })

  it('give each vendor its public identifier, and the policy its hosts', () => {
    const { config, cspHosts } = integrationsFromEnv({ ...ALL_ON, NODE_ENV: 'production' }, turnstile)
    expect(config).toEqual({
      errorReporting: { dsn: 'https://0123abcd@o1.ingest.sentry.io/4501', environment: 'staging' },
      tagManager: { containerId: 'GTM-AB12CD' },
      chat: { websiteId: '0d4c5b6a-1234-4cde-8f00-123456789abc' },
      recording: { siteId: 3456789 },
      scoring: { scriptUrl: 'https://score.juicyscore.com/static/js.js' },
      fingerprint: { scriptUrl: '/iovation/loader.js' },
      captcha: { provider: 'turnstile', siteKey: '0x4AAAAAAA-site' },
      externalLogin: { appId: '1234567890123456', loginUrl: 'https://www.facebook.com/dialog/oauth' },
    })
    expect(cspHosts).toEqual([
      'https://o1.ingest.sentry.io',
      'https://www.googletagmanager.com',
      'https://client.crisp.chat',
      'https://*.crisp.chat',
      'wss://client.relay.crisp.chat',
      'https://*.hotjar.com',
      'https://*.hotjar.io',
      'wss://*.hotjar.com',
      'https://score.juicyscore.com',
    ])
  })

  it.each([
    [
      'production uses only the production address',
      'production',
      { JUICYSCORE_SCRIPT_URL_DEV: 'https://dev.example/s.js' },
      null,
    ],
    [
      'production ignores the development address',
      'production',
      { JUICYSCORE_SCRIPT_URL: 'https://prod.example/s.js', JUICYSCORE_SCRIPT_URL_DEV: 'https://dev.example/s.js' },
      'https://prod.example/s.js',
    ],
    [
      'development prefers the development address',
      'development',
      { JUICYSCORE_SCRIPT_URL: 'https://prod.example/s.js', JUICYSCORE_SCRIPT_URL_DEV: 'https://dev.example/s.js' },
      'https://dev.example/s.js',
    ],
    [
      'development falls back on the production one',
      undefined,
      { JUICYSCORE_SCRIPT_URL: 'https://prod.example/s.js' },
      'https://prod.example/s.js',
    ],
  ])('the scoring script: %s', (_, nodeEnv, env, expected) => {
    const { config } = integrationsFromEnv({ ...env, ...(nodeEnv ? { NODE_ENV: nodeEnv } : {}) }, unconfigured)
    expect(config.scoring?.scriptUrl ?? null).toBe(expected)
  })

  it.each([
    ['Turnstile with its site key', turnstile, { CAPTCHA_SITE_KEY: 'k' }, { provider: 'turnstile', siteKey: 'k' }],
    ['Turnstile without a site key: off (the forms load the stand-in, which production lacks)', turnstile, {}, null],
    ['no secret: off, whatever the site key', unconfigured, { CAPTCHA_SITE_KEY: 'k' }, null],
    ['the development stand-in', standIn, {}, { provider: 'dev', siteKey: 'stand-in' }],
  ])('the captcha: %s', (_, captcha, env, expected) => {
    expect(integrationsFromEnv(env, captcha).config.captcha).toEqual(expected)
  })

  it.each([
    ['off without an app id, whatever the login address', { FACEBOOK_LOGIN_URL: 'https://login.example/dialog' }, null],
    [
      "Facebook's dialog by default",
      { FACEBOOK_APP_ID: '987654321' },
      { appId: '987654321', loginUrl: 'https://www.facebook.com/dialog/oauth' },
    ],
    [
      'another dialog when one is named',
      { FACEBOOK_APP_ID: '987654321', FACEBOOK_LOGIN_URL: 'https://login.example/dialog?v=2' },
      { appId: '987654321', loginUrl: 'https://login.example/dialog?v=2' },
    ],
  ])(
    'the external login: %s, and no host added to the policy (the browser goes there, nothing loads from it)',
    (_, env, expected) => {
      const { config, cspHosts } = integrationsFromEnv(env, unconfigured)
      expect(config.externalLogin).toEqual(expected)
      expect(cspHosts).toEqual([])
    },
  )

  it('names an environment by NODE_ENV when none is given', () => {
    expect(integrationsFromEnv({ SENTRY_DSN: ALL_ON.SENTRY_DSN }, unconfigured).config.errorReporting?.environment).toBe(
      'development',
    )
    expect(
      integrationsFromEnv({ SENTRY_DSN: ALL_ON.SENTRY_DSN, NODE_ENV: 'production' }, unconfigured).config.errorReporting
        ?.environment,
    ).toBe('production')
  })

  it.each([
    [{ GTM_CONTAINER_ID: 'UA-1234' }, /GTM_CONTAINER_ID/],
    [{ SENTRY_DSN: 'http://key@sentry.example/1' }, /SENTRY_DSN/],
    [{ CRISP_WEBSITE_ID: 'not-an-id' }, /CRISP_WEBSITE_ID/],
    [{ HOTJAR_SITE_ID: '12ab' }, /HOTJAR_SITE_ID/],
    [{ JUICYSCORE_SCRIPT_URL: 'http://score.example/s.js' }, /JUICYSCORE_SCRIPT_URL/],
    [{ IOVATION_SCRIPT_URL: "javascript:alert('x')" }, /IOVATION_SCRIPT_URL/],
    [{ FACEBOOK_APP_ID: 'e2e-facebook-app' }, /FACEBOOK_APP_ID/],
    [{ FACEBOOK_APP_ID: '987654321', FACEBOOK_LOGIN_URL: 'http://www.facebook.com/dialog/oauth' }, /FACEBOOK_LOGIN_URL/],
    [{ FACEBOOK_APP_ID: '987654321', FACEBOOK_LOGIN_URL: '/dialog/oauth' }, /FACEBOOK_LOGIN_URL/],
  ])('stop the start on a malformed value %j', (env, message) => {
    expect(() => integrationsFromEnv(env, unconfigured)).toThrow(message)
  })
})

const server = await testServer({
  release: 'v9.9.9',
  integrations: integrationsFromEnv({ GTM_CONTAINER_ID: 'GTM-AB12CD', FACEBOOK_APP_ID: '987654321' }, standIn),
})

describe('GET /web/public/config/integrations', () => {
  it('answers the integrations on with the release tag, and the policy lets their scripts in', async () => {
    const answer = await server.request('/web/public/config/integrations')
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({
      data: {
        release: 'v9.9.9',
        errorReporting: null,
        tagManager: { containerId: 'GTM-AB12CD' },
        chat: null,
        recording: null,
        scoring: null,
        fingerprint: null,
        captcha: { provider: 'dev', siteKey: 'stand-in' },
        externalLogin: { appId: '987654321', loginUrl: 'https://www.facebook.com/dialog/oauth' },
      },
    })
    expect(answer.headers.get('content-security-policy')).toContain("script-src 'self' https://www.googletagmanager.com")
  })
})
