import type { ReactNode } from 'react'
import { captchaSource, CaptchaSourceContext } from '../ui/captcha-source'
import { integrations } from './integrations/browser'

/**
 * The captcha's source of this build (its site key, or the development stand-in), given to the
 * forms below that may ask for one: login, sign-up and recovery. Their routes wrap them in it, so
 * the pages without such a form load none of it.
 */
export function WithCaptchaSource({ children }: { children: ReactNode }) {
  return <CaptchaSourceContext value={captchaSource(integrations.captcha.siteKey)}>{children}</CaptchaSourceContext>
}
