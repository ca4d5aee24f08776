import type { Violation } from '../../api'
import { hashPassword, verifyPassword } from '../auth/password'
import { endClientSessions, findSession, openSession } from '../auth/session-store'
import { stamp, type ClientRow } from '../db'
import type { Services } from '../services'
import { findClientById } from './clients'
import { Rule } from './forms'
import { passwordViolations } from './password-rules'
import { violation } from './registration-steps'

/** The change of password (change/password): rule codes beyond those of ./forms.ts. */
export const PasswordRule = {
  incorrectOldPassword: 'incorrect_old_password',
  sameAsOld: 'same_as_old',
  notRepeated: 'not_repeated',
} as const

export interface PasswordChange {
  oldPassword: string
  newPassword: string
  repeatPassword: string
}

export type PasswordChangeResult = { ok: true; sid: string } | { ok: false; violations: Violation[] }

/**
 * Changes the password and ends every session of the client at once, the one asking included
 * (its tokens may have leaked with the old password). The device that asked continues on a new
 * session, `sid`, which keeps the deadline of the one it replaces: the caller issues its token.
 */
export async function changePassword(
  services: Services,
  clientId: number,
  input: PasswordChange,
  currentSid: string,
): Promise<PasswordChangeResult> {
  const client = await findClientById(services.db, clientId)
  if (!client) return { ok: false, violations: [violation('oldPassword', Rule.required)] }
  const violations: Violation[] = []
  if (input.oldPassword === '') violations.push(violation('oldPassword', Rule.required))
  else if (!(await verifyPassword(input.oldPassword, client.password_hash))) {
    violations.push(violation('oldPassword', PasswordRule.incorrectOldPassword, 'incorrect old password'))
  }
  const broken = passwordViolations('newPassword', input.newPassword)
  violations.push(...broken)
  if (broken.length === 0 && input.newPassword === input.oldPassword)
    violations.push(violation('newPassword', PasswordRule.sameAsOld))
  if (input.repeatPassword !== input.newPassword) violations.push(violation('repeatPassword', PasswordRule.notRepeated))
  if (violations.length > 0) return { ok: false, violations }
  const now = services.now()
  const hash = await hashPassword(input.newPassword, services.passwordCost)
  const current = await findSession(services.db, currentSid)
  const sid = await services.db.transaction().execute(async (trx) => {
    await trx
      .updateTable('clients')
      .set({ password_hash: hash, updated_at: stamp(now) })
      .where('id', '=', clientId)
      .execute()
    const generation = await endClientSessions(trx, clientId, 'password_changed', now)
    // No current session (it cannot be, past the guard): the successor ends at once.
    const successor = await openSession(
      trx,
      { accountType: 'client', id: clientId },
      generation,
      now,
      current?.expires_at ?? stamp(now),
    )
    return successor.id
  })
  return { ok: true, sid }
}

/**
 * Whoever holds an open session must still know the password to move the account elsewhere: a
 * change of e-mail or phone (where recovery links and codes go) asks for the current password, as
 * a change of password does. The violations on `currentPassword`; none when it is right.
 */
export async function currentPasswordViolations(client: ClientRow, password: string): Promise<Violation[]> {
  if (password === '') return [violation('currentPassword', Rule.required)]
  if (!(await verifyPassword(password, client.password_hash)))
    return [violation('currentPassword', PasswordRule.incorrectOldPassword, 'The current password is not correct.')]
  return []
}
