import { FLOW } from '../../machines/ids'
import { sessionStore } from './storage'
import { rootActor } from './system'

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

/** Sandbox mode is on (the flow actor simulates): its banner promises that nothing reaches the lender. */
export function inSandbox(): boolean {
  const flow = rootActor.system.get(FLOW) as { getSnapshot: () => { matches?: (state: string) => boolean } } | undefined
  return flow?.getSnapshot().matches?.('sandbox') ?? false
}

/** A screen's change (names, consent, disbursement): in sandbox mode it is not sent, and succeeds. */
export async function unlessSandbox(send: () => Promise<unknown>): Promise<unknown> {
  return inSandbox() ? null : send()
}
