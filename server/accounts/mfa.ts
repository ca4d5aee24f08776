import type { Violation } from '../../api'
import type { CodeChannel, UserRow } from '../db'
import type { Services } from '../services'
import { codeRefusal, consumeCodeDetailed, deliverCode, sendCode, type Refused, type Sent } from './codes'
import { type Rule, violation } from './forms'

/**
 * The second factor of a back-office login: a 6-digit code by SMS to the admin's phone, or by
 * e-mail when the admin has no phone. Codes live in the outbox (./codes.ts) under `admin_mfa`.
 */

export interface MfaTarget {
  channel: CodeChannel
  destination: string
}

/** Where this admin's codes go. Read again at each step, so all steps agree on one destination. */
export function mfaTarget(user: UserRow): MfaTarget {
  return user.mobile_phone ? { channel: 'sms', destination: user.mobile_phone } : { channel: 'email', destination: user.email }
}

/**
 * Enough of a destination for the admin to recognise it, not enough to learn it from a stolen
 * password: the phone's last four digits (`******0009`), the e-mail's first letter and domain.
 */
export function maskDestination({ channel, destination }: MfaTarget): string {
  if (channel === 'sms') return `${'*'.repeat(Math.max(0, destination.length - 4))}${destination.slice(-4)}`
  const at = destination.lastIndexOf('@')
  return at > 0 ? `${destination[0]}***${destination.slice(at)}` : '***'
}

/** What the login and resend answers say about the code: where it went, never the code. */
export function describeTarget(target: MfaTarget): { mfaChannel: CodeChannel; mfaDestination: string } {
  return { mfaChannel: target.channel, mfaDestination: maskDestination(target) }
}

/**
 * The code a password login starts with. Not limited by itself: the login before it is, and the
 * admin who just typed the right password must get a code.
 */
export async function startMfa(services: Services, user: UserRow): Promise<MfaTarget> {
  const target = mfaTarget(user)
  await deliverCode(services.db, { ...target, purpose: 'admin_mfa' }, services.now())
  return target
}

/** A new code to the same destination, under the limits of every code send. */
export function resendMfa(services: Services, user: UserRow, address: string): Promise<Sent | Refused> {
  return sendCode(services, { ...mfaTarget(user), purpose: 'admin_mfa' }, address)
}

export type MfaCheck = { ok: true } | { ok: false; violations: Violation[] }

const PATH = 'code'

/**
 * Checks the admin's code. Each refusal names its reason as a violation on `code`, so the form
 * can tell a typo (tries left) from a code that timed out or died of too many guesses.
 */
export async function checkMfaCode(services: Services, user: UserRow, guess: string): Promise<MfaCheck> {
  const refusal = codeRefusal(await consumeCodeDetailed(services, mfaTarget(user).destination, 'admin_mfa', guess), {
    dead: 'Too many wrong codes: this code no longer works. Log in again or ask for a new code.',
    // No live code for this login (already used, or none sent): the way on is a new code.
    missing: 'No code is waiting for this login. Ask for a new one.',
  })
  return refusal ? refused(refusal.rule, refusal.message) : { ok: true }
}

function refused(rule: Rule, message: string): MfaCheck {
  return { ok: false, violations: [violation(PATH, rule, message)] }
}
