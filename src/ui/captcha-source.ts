import { createContext } from 'react'

/**
 * Where the captcha widget comes from. With a site key (the ERP's CAPTCHA_SITE_KEY, served with
 * the integrations' configuration), Cloudflare Turnstile's script, rendered explicitly by the
 * widget; without one, the ERP's stand-in
 * (GET /web/dev/captcha/api.js, served only with the ERP's dev tools on), which development,
 * the end-to-end tests and QA use. A production build must have a site key: without it the
 * stand-in's script is not there, the widget says it could not load, and nothing passes.
 */
export const TURNSTILE_SCRIPT = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit'
export const STAND_IN_SCRIPT = '/web/dev/captcha/api.js'

export interface CaptchaSource {
  src: string
  siteKey: string
}

/** The widget's script and site key for the configured site key. */
export function captchaSource(siteKey: string | undefined): CaptchaSource {
  return siteKey ? { src: TURNSTILE_SCRIPT, siteKey } : { src: STAND_IN_SCRIPT, siteKey: 'stand-in' }
}

/**
 * The source the ERP configured, given by the routes of the forms that may ask for a captcha
 * (src/app/captcha.tsx). Without a provider, the stand-in.
 */
export const CaptchaSourceContext = createContext<CaptchaSource>(captchaSource(undefined))
