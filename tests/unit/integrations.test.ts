import { describe, expect, it, vi } from 'vitest'
import { createIntegrations, type VendorGlobals } from '../../src/app/integrations'
import { captchaSource } from '../../src/ui/captcha-source'
import { siteState } from '../../src/app/site'

function host(globals: VendorGlobals = {}) {
  return { globals, loadScript: vi.fn(), send: vi.fn() }
}

describe('integrations', () => {
  it('do nothing and load nothing when none is configured', () => {
    const h = host({ juicyScoreApi: { getSessionId: () => 'juicy-1' } })
    const i = createIntegrations({}, h)
    i.errors.capture(new Error('x'))
    i.tags.push({ event: 'registration_started' })
    expect(h.loadScript).not.toHaveBeenCalled()
    expect(h.send).not.toHaveBeenCalled()
    expect(h.globals.dataLayer).toBeUndefined()
    expect(i.scoring.sessionId()).toBeUndefined()
    expect(i.captcha.siteKey).toBeUndefined()
    expect(i.chat.isAvailable).toBe(false)
  })

  it('push tag events to the tag manager when it is configured', () => {
    const h = host()
    const i = createIntegrations({ VITE_GTM_ID: 'GTM-TEST' }, h)
    i.tags.push({ event: 'application_created', amount: 3000 })
    expect(h.loadScript).toHaveBeenCalledWith(expect.stringContaining('GTM-TEST'))
    expect(h.globals.dataLayer).toContainEqual({ event: 'application_created', amount: 3000 })
  })

  it('read the scoring session id, the fingerprint and the recording user from their scripts', () => {
    const h = host({
      juicyScoreApi: { getSessionId: () => 'juicy-1' },
      IGLOO: { getBlackbox: () => ({ blackbox: 'io-bb' }) },
      hj: { globals: { get: () => 'hj-9' } },
    })
    const i = createIntegrations(
      {
        VITE_SCORING_SCRIPT_URL: 'https://scoring.example/s.js',
        VITE_FINGERPRINT_SCRIPT_URL: 'https://fp.example/f.js',
        VITE_SESSION_RECORDING_ID: '1',
      },
      h,
    )
    expect(h.loadScript).toHaveBeenCalledWith('https://scoring.example/s.js')
    expect(i.scoring.sessionId()).toBe('juicy-1')
    expect(i.fingerprint.blackbox()).toBe('io-bb')
    expect(i.recording.userId()).toBe('hj-9')
  })

  it('report errors with the release tag', () => {
    const h = host()
    createIntegrations({ VITE_ERROR_REPORTING_URL: 'https://errors.example/r', VITE_RELEASE: 'v1.2.3' }, h).errors.capture(
      new TypeError('bad'),
    )
    expect(h.send).toHaveBeenCalledWith('https://errors.example/r', expect.stringContaining('"release":"v1.2.3"'))
    expect(h.send.mock.calls[0]?.[1]).toContain('TypeError: bad')
  })

  it('load Turnstile with a site key, and the ERP’s stand-in without one', () => {
    expect(captchaSource('0x4AAAAAAA-site')).toEqual({
      src: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
      siteKey: '0x4AAAAAAA-site',
    })
    expect(captchaSource(undefined)).toEqual({ src: '/web/dev/captcha/api.js', siteKey: 'stand-in' })
  })

  it('give the captcha its site key', () => {
    expect(createIntegrations({ VITE_CAPTCHA_SITE_KEY: 'site-key' }, host()).captcha.siteKey).toBe('site-key')
  })
})

describe('site state', () => {
  const urls = { VITE_SCORING_SCRIPT_URL: 'https://prod.example/s.js', VITE_SCORING_SCRIPT_URL_DEV: 'https://dev.example/s.js' }
  it('uses only the production scoring URL in a production build', () => {
    expect(siteState({ PROD: true, ...urls }).scoringScriptUrl).toBe('https://prod.example/s.js')
    expect(siteState({ PROD: true, VITE_SCORING_SCRIPT_URL_DEV: 'https://dev.example/s.js' }).scoringScriptUrl).toBeUndefined()
  })
  it('prefers the development scoring URL in development', () => {
    expect(siteState({ PROD: false, ...urls }).scoringScriptUrl).toBe('https://dev.example/s.js')
  })
  it('carries the release tag', () => {
    expect(siteState({ PROD: true, VITE_RELEASE: 'v2' }).release).toBe('v2')
    expect(siteState({ PROD: false }).release).toBe('dev')
  })
})
