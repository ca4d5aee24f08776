import type { Violation } from '../../api'
import { isUniqueViolation, stamp, type ClientRow } from '../db'
import type { Services } from '../services'
import { takenFields } from './clients'
import { consumeCode } from './codes'
import { Rule, violation } from './forms'
import { isEmail, normalizeEmail } from './normalize'
import { wrongCode, type CodeOutcome } from './phone-change'

/*
 * The change of e-mail (change/email), the e-mail twin of change/phone (./phone-change.ts): the
 * client first asks POST /web/public/client/email/send-code for a code to the new address
 * (purpose email_verification, under the limits of every code send), then sends the address with the code.
 * The address becomes the login e-mail and counts as verified: the code proved it is theirs.
 */

const PATH = 'email'

/** A new address: required, e-mail format, not the current one, not another client's. */
async function newEmail(
  services: Services,
  client: ClientRow,
  raw: string,
): Promise<{ email: string } | { violations: Violation[] }> {
  const email = normalizeEmail(raw)
  if (email === '') return { violations: [violation(PATH, Rule.required)] }
  if (!isEmail(email)) return { violations: [violation(PATH, Rule.invalidMail)] }
  if (email === client.email) return { violations: [violation(PATH, Rule.notUnique, 'This is already your e-mail.')] }
  if ((await takenFields(services.db, { email })).size > 0) return { violations: [violation(PATH, Rule.notUnique)] }
  return { email }
}

export async function changeEmail(services: Services, client: ClientRow, raw: string, code: string): Promise<CodeOutcome> {
  const checked = await newEmail(services, client, raw)
  if ('violations' in checked) return { ok: false, violations: checked.violations }
  const check = await consumeCode(services, checked.email, 'email_verification', code)
  if (check === 'missing') return { ok: false, missing: true }
  if (check === 'wrong') return wrongCode()
  const now = stamp(services.now())
  try {
    await services.db
      .updateTable('clients')
      .set({ email: checked.email, email_verified_at: now, updated_at: now })
      .where('id', '=', client.id)
      .execute()
  } catch (error) {
    // Someone signed up with the address between the code and now.
    if (isUniqueViolation(error)) return { ok: false, violations: [violation(PATH, Rule.notUnique)] }
    throw error
  }
  return { ok: true }
}
