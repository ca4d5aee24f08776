import type { ReactNode } from 'react'
import { captchaSource, CaptchaSourceContext } from '../ui/captcha-source'
import { useIntegrations } from './integrations/browser'

/**
 * The captcha's source as the ERP configures it (Turnstile's site key, or the development
 * stand-in), given to the forms below that may ask for one: login, sign-up and recovery. Their
 * routes wrap them in it, so the pages without such a form load none of it. The widget is only
 * drawn once the ERP asks for a captcha, long after the configuration arrived.
 */
export function WithCaptchaSource({ children }: { children: ReactNode }) {
  const { captcha } = useIntegrations()
  const siteKey = captcha?.provider === 'turnstile' ? captcha.siteKey : undefined
  return <CaptchaSourceContext value={captchaSource(siteKey)}>{children}</CaptchaSourceContext>
}
