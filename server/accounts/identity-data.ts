import type { Violation } from '../../api'
import { checkContactPhone as contactPhone } from '../../src/domain/contact-phone'
import { expiryProblem, RFC_PATTERN } from '../../src/domain/id-document'
import { curpViolation, isCurp } from './curp'
import { Rule } from './forms'
import { normalizeCurp } from './normalize'
import { StepRule, violation, type Checked } from './registration-steps'

/*
 * The smaller account forms: the national identifier, an additional contact and
 * the device position.
 */

/**
 * The national identifier: an RFC, or a CURP that passes the CURP rule of sign-up (its check
 * digit, and the client's birth date, yyyy-mm-dd, when the account has one).
 */
export function checkNationalIdentificator(raw: string, birthDate: string | null): Checked<string> {
  const path = 'nationalIdentificator'
  const value = normalizeCurp(raw)
  if (value === '') return { ok: false, violations: [violation(path, Rule.required)] }
  if (isCurp(value)) {
    const broken = curpViolation(path, value, birthDate)
    return broken ? { ok: false, violations: [broken] } : { ok: true, value }
  }
  if (!RFC_PATTERN.test(value))
    return { ok: false, violations: [violation(path, Rule.invalidIdentifier, 'Neither an RFC nor a CURP.')] }
  return { ok: true, value }
}

/**
 * The ID document's expiry date, yyyy-mm-dd, by the ID step's own rule (src/domain/id-document.ts):
 * a real date, not before `today` (Mexico's calendar date).
 */
export function checkIdDocumentExpiry(raw: string, today: Date): Checked<string> {
  const value = raw.trim()
  const problem = expiryProblem(value, today)
  if (!problem) return { ok: true, value }
  const message =
    problem === 'document_expired'
      ? 'The identity document has expired.'
      : problem === 'invalid_date'
        ? 'Not a date (yyyy-mm-dd).'
        : undefined
  return { ok: false, violations: [violation('idDocumentExpiry', problem, message)] }
}

/** An alternative phone: the shared rule of src/domain/contact-phone.ts, its problem as a violation on `phone`. */
export function checkContactPhone(raw: string): Checked<string> {
  const checked = contactPhone(raw)
  return checked.ok ? { ok: true, value: checked.digits } : { ok: false, violations: [violation('phone', checked.problem)] }
}

export function checkGeo(lat: number, lng: number): Violation[] {
  const violations: Violation[] = []
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) violations.push(violation('lat', StepRule.invalidFormat))
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) violations.push(violation('lng', StepRule.invalidFormat))
  return violations
}
