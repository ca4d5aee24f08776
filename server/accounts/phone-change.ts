import type { Violation } from '../../api'
import { isUniqueViolation, stamp, type ClientRow } from '../db'
import type { Services } from '../services'
import { takenFields } from './clients'
import { bureauNipMessage, consumeCode, sendCode, type Refused, type Sent } from './codes'
import { recordBureauByNip, type ConsentOrigin } from './consents'
import { findDetails, saveDetails } from './details'
import { Rule, violation } from './forms'
import { normalizePhone } from './normalize'

/*
 * Phone verification and change/phone: codes to the client's own phone (to verify it)
 * or to a new number (to move to it). The code is the SMS code of the outbox, purpose
 * phone_verification, with the limits of every code send (./codes.ts).
 */

const PATH = 'mobilePhone.number'

/** A new number: ten digits, not the client's own, not another client's. */
async function newNumber(
  services: Services,
  client: ClientRow,
  raw: string,
): Promise<{ phone: string } | { violations: Violation[] }> {
  const phone = normalizePhone(raw)
  if (raw.trim() === '') return { violations: [violation(PATH, Rule.required)] }
  if (!phone) return { violations: [violation(PATH, Rule.invalidPhone)] }
  if (phone === client.mobile_phone) return { violations: [violation(PATH, Rule.notUnique, 'This is already your phone.')] }
  if ((await takenFields(services.db, { mobile_phone: phone })).size > 0) return { violations: [violation(PATH, Rule.notUnique)] }
  return { phone }
}

export async function requestPhoneCode(
  services: Services,
  client: ClientRow,
  raw: string | undefined,
  address: string,
): Promise<Sent | Refused | { ok: false; violations: Violation[] }> {
  let destination = client.mobile_phone
  if (raw !== undefined) {
    const checked = await newNumber(services, client, raw)
    if ('violations' in checked) return { ok: false, violations: checked.violations }
    destination = checked.phone
  }
  // The own phone's code is the NIP of the credit-bureau authorisation (verifyOwnPhone); a new
  // number's code only moves the account to it.
  const text = raw === undefined ? { text: bureauNipMessage } : {}
  // A signed-in client's codes count per client over every number: changing phones must not
  // become a way to send codes to strangers.
  return sendCode(services, { channel: 'sms', destination, purpose: 'phone_verification', ...text }, address, {
    clientId: client.id,
  })
}

export type CodeOutcome = { ok: true } | { ok: false; missing: true } | { ok: false; violations: Violation[] }

/** A wrong guess of a code, as a violation on `code` (shared with ./email-change.ts). */
export const wrongCode = (): CodeOutcome => ({
  ok: false,
  violations: [violation('code', Rule.invalidToken, 'The code is not right.')],
})

/**
 * The own phone's code: verifies the phone and, as its SMS said, records the credit-bureau
 * authorisation by NIP (from the address and device that entered it).
 */
export async function verifyOwnPhone(
  services: Services,
  client: ClientRow,
  code: string,
  origin: ConsentOrigin,
): Promise<CodeOutcome> {
  const check = await consumeCode(services, client.mobile_phone, 'phone_verification', code)
  if (check === 'missing') return { ok: false, missing: true }
  if (check === 'wrong') return wrongCode()
  const now = services.now()
  await services.db
    .updateTable('clients')
    .set({ phone_verified_at: stamp(now) })
    .where('id', '=', client.id)
    .execute()
  await recordBureauByNip(services.db, client.id, origin, now)
  await completeSignUp(services, client, now)
  return { ok: true }
}

/**
 * A sign-up is complete once its phone is verified. Its form asked the names under the same rules
 * as the details step (PUT client), so they count as that step done then: a client who signed up
 * is never asked to confirm her names a second time. A client an agent created gave no names
 * herself and confirms them on the details page; a step done already keeps its first instant.
 */
async function completeSignUp(services: Services, client: ClientRow, now: Date): Promise<void> {
  if (client.origin !== 'web') return
  const details = await findDetails(services.db, client.id)
  if (details?.details_at) return
  await saveDetails(services.db, client.id, { details_at: stamp(now) }, now)
}

export async function changePhone(services: Services, client: ClientRow, raw: string, code: string): Promise<CodeOutcome> {
  const checked = await newNumber(services, client, raw)
  if ('violations' in checked) return { ok: false, violations: checked.violations }
  const check = await consumeCode(services, checked.phone, 'phone_verification', code)
  if (check === 'missing') return { ok: false, missing: true }
  if (check === 'wrong') return wrongCode()
  const now = stamp(services.now())
  try {
    await services.db
      .updateTable('clients')
      .set({ mobile_phone: checked.phone, phone_verified_at: now, updated_at: now })
      .where('id', '=', client.id)
      .execute()
  } catch (error) {
    // Someone signed up with the number between the code and now.
    if (isUniqueViolation(error)) return { ok: false, violations: [violation(PATH, Rule.notUnique)] }
    throw error
  }
  return { ok: true }
}
