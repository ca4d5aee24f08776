import type { Violation } from '../../api'
import { hashPassword, verifyPassword } from '../auth/password'
import { stamp } from '../db'
import type { Services } from '../services'
import { findClientById } from './clients'
import { Rule } from './forms'
import { passwordViolations } from './password-rules'
import { violation } from './registration-steps'

/** Spec part 7 "Account" change/password: rule codes beyond those of ./forms.ts. */
export const PasswordRule = { incorrectOldPassword: 'incorrect_old_password', sameAsOld: 'same_as_old', notRepeated: 'not_repeated' } as const

export interface PasswordChange {
  oldPassword: string
  newPassword: string
  repeatPassword: string
}

/**
 * Changes the password and ends every session issued before now (clients.sessions_valid_after,
 * checked by the guard at second precision). The caller then issues a fresh token so the
 * session that changed it continues.
 */
export async function changePassword(services: Services, clientId: number, input: PasswordChange): Promise<Violation[]> {
  const client = await findClientById(services.db, clientId)
  if (!client) return [violation('oldPassword', Rule.required)]
  const violations: Violation[] = []
  if (input.oldPassword === '') violations.push(violation('oldPassword', Rule.required))
  else if (!(await verifyPassword(input.oldPassword, client.password_hash))) {
    violations.push(violation('oldPassword', PasswordRule.incorrectOldPassword, 'incorrect old password'))
  }
  const broken = passwordViolations('newPassword', input.newPassword)
  violations.push(...broken)
  if (broken.length === 0 && input.newPassword === input.oldPassword) violations.push(violation('newPassword', PasswordRule.sameAsOld))
  if (input.repeatPassword !== input.newPassword) violations.push(violation('repeatPassword', PasswordRule.notRepeated))
  if (violations.length > 0) return violations
  const now = services.now()
  await services.db
    .updateTable('clients')
    .set({
      password_hash: await hashPassword(input.newPassword, services.passwordCost),
      // Whole seconds, as token iat: a token issued in this same second stays valid, earlier ones do not.
      sessions_valid_after: stamp(new Date(Math.floor(now.getTime() / 1000) * 1000)),
      updated_at: stamp(now),
    })
    .where('id', '=', clientId)
    .execute()
  return []
}
