/**
 * An alternative phone where the client can also be reached (POST additional/contact): a landline
 * or a mobile, in any notation people write (spaces, brackets, dashes, a leading +), of at least 8
 * digits (a local landline number) and at most 15 (the longest international number, E.164). The
 * form checks it with this rule and the ERP again (server/accounts/identity-data.ts).
 */

export const CONTACT_PHONE_MIN_DIGITS = 8
export const CONTACT_PHONE_MAX_DIGITS = 15

/** What is wrong with an alternative phone, in the ERP's own codes. */
export type ContactPhoneProblem = 'required' | 'invalid_phone' | 'min_length' | 'max_length'

export type ContactPhoneCheck = { ok: true; digits: string } | { ok: false; problem: ContactPhoneProblem }

/** The phone's digits once the notation is dropped, or what is wrong with it. */
export function checkContactPhone(raw: string): ContactPhoneCheck {
  const digits = raw.replace(/[\s()+.-]/g, '')
  if (digits === '') return { ok: false, problem: 'required' }
  if (!/^\d+$/.test(digits)) return { ok: false, problem: 'invalid_phone' }
  if (digits.length < CONTACT_PHONE_MIN_DIGITS) return { ok: false, problem: 'min_length' }
  if (digits.length > CONTACT_PHONE_MAX_DIGITS) return { ok: false, problem: 'max_length' }
  return { ok: true, digits }
}
