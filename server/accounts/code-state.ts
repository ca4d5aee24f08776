import { stamp, stampBefore } from '../db'
import type { Limit } from '../auth/rate-limit'
import type { Services } from '../services'
import type { Purpose } from './codes'

/**
 * Where the codes to one destination stand, read from the outbox (verification_codes) with the
 * same per-destination limits sendCode (./codes.ts) enforces: one a minute and three an hour
 * (`already_sent_in_last_minutes`), ten a day (`request_count_by_day_exceed`). The
 * time-stamped phone calls (phone/sms-code-ts, phone/verify-ts) and GET verificationCode all
 * answer it, so the front end can show "new code in 0:42" and "this code expires at 12:10".
 * Never the code itself. The per-address and per-client caps are left out: they depend on who
 * asks, not on the destination.
 */
export interface CodeState {
  /** When the latest code went out; null when none ever did. */
  sentAt: string | null
  /** When the latest code stops working, while it still can be used (not used, expired or out of guesses). */
  expiresAt: string | null
  /** Seconds until another code may be sent to the destination; 0 now. */
  retryAfterSeconds: number
  /** The instant another code may be sent. */
  nextCodeAt: string
  /** Codes the destination may still receive in the current 24 hours. */
  remainingToday: number
}

/**
 * When a sliding-window limit frees a slot, given the send instants inside its window (oldest
 * first): at the limit, once the oldest of the last `max` sends leaves the window.
 */
export function freeAt(sentTimes: readonly number[], limit: Limit, now: number): number {
  const inWindow = sentTimes.filter((at) => at > now - limit.windowMs)
  if (inWindow.length < limit.max) return now
  return (inWindow[inWindow.length - limit.max] ?? now) + limit.windowMs
}

export async function codeState(services: Services, destination: string, purpose: Purpose): Promise<CodeState> {
  const { db, limits } = services
  const now = services.now()
  const dayWindow = limits.codePerDestinationDay.windowMs
  const rows = await db
    .selectFrom('verification_codes')
    .select(['created_at', 'expires_at', 'used_at', 'attempts'])
    .where('destination', '=', destination)
    .where('purpose', '=', purpose)
    .where(
      'created_at',
      '>',
      stampBefore(now, Math.max(dayWindow, limits.codePerDestinationHour.windowMs, limits.codePerDestinationBurst.windowMs)),
    )
    .orderBy('created_at', 'asc')
    .orderBy('id', 'asc')
    .execute()
  const latest = rows.at(-1) ?? (await latestEver(services, destination, purpose))
  const times = rows.map((row) => Date.parse(row.created_at))
  const windows = [limits.codePerDestinationBurst, limits.codePerDestinationHour, limits.codePerDestinationDay]
  const next = Math.max(...windows.map((limit) => freeAt(times, limit, now.getTime())))
  const sentToday = times.filter((at) => at > now.getTime() - dayWindow).length
  const live =
    latest && latest.used_at === null && latest.expires_at > stamp(now) && Number(latest.attempts) < limits.codeAttempts
  return {
    sentAt: latest?.created_at ?? null,
    expiresAt: live ? latest.expires_at : null,
    retryAfterSeconds: Math.ceil((next - now.getTime()) / 1000),
    nextCodeAt: stamp(new Date(next)),
    remainingToday: Math.max(0, limits.codePerDestinationDay.max - sentToday),
  }
}

/** The latest code older than every window: only its sending time still matters. */
function latestEver(services: Services, destination: string, purpose: Purpose) {
  return services.db
    .selectFrom('verification_codes')
    .select(['created_at', 'expires_at', 'used_at', 'attempts'])
    .where('destination', '=', destination)
    .where('purpose', '=', purpose)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst()
}
