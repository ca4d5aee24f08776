import { sessionStore } from './storage'

/** Anyone with this cookie may start sandbox mode. */
export const SANDBOX_COOKIE = 'qa-disable-flow'

/** Set by the banner's Disable: sandbox mode is not started again in this browser session. */
const DISABLED_KEY = 'sandbox.disabled'

/** Whether a cookie string (`document.cookie`) holds the named cookie, whatever its value. */
export function hasCookie(cookie: string, name: string): boolean {
  return cookie.split(';').some((part) => part.trim().split('=')[0] === name)
}

/** Sandbox mode is callable for admins and for anyone with the cookie, unless disabled in this session. */
export function sandboxCallable(admin: boolean, cookie: string = globalThis.document?.cookie ?? ''): boolean {
  return (admin || hasCookie(cookie, SANDBOX_COOKIE)) && sessionStore.get(DISABLED_KEY) === null
}

export function markSandboxDisabled(): void {
  sessionStore.set(DISABLED_KEY, '1')
}
