import type { Violation } from '../../api'
import { isCurp } from './curp'
import { Rule } from './forms'
import { normalizeCurp } from './normalize'
import { StepRule, violation, type Checked } from './registration-steps'

/*
 * The smaller account forms of spec part 7: the national identifier, an additional contact and
 * the device position.
 */

/** RFC of a person (13: 4 letters, yymmdd, 3 homoclave) or a company (12: 3 letters), or a CURP. */
const RFC = /^[A-ZÑ&]{3,4}\d{6}[A-Z0-9]{3}$/

export function checkNationalIdentificator(raw: string): Checked<string> {
  const value = normalizeCurp(raw)
  if (value === '') return { ok: false, violations: [violation('nationalIdentificator', Rule.required)] }
  if (!RFC.test(value) && !isCurp(value)) return { ok: false, violations: [violation('nationalIdentificator', Rule.invalidIdentifier)] }
  return { ok: true, value }
}

/** An alternative phone: at least 8 digits (landlines included), at most 15 (E.164). */
export function checkContactPhone(raw: string): Checked<string> {
  const digits = raw.replace(/[\s()+-]/g, '')
  const violations: Violation[] = []
  if (digits === '') violations.push(violation('phone', Rule.required))
  else if (!/^\d+$/.test(digits)) violations.push(violation('phone', Rule.invalidPhone))
  else if (digits.length < 8) violations.push(violation('phone', Rule.minLength))
  else if (digits.length > 15) violations.push(violation('phone', Rule.maxLength))
  return violations.length > 0 ? { ok: false, violations } : { ok: true, value: digits }
}

export function checkGeo(lat: number, lng: number): Violation[] {
  const violations: Violation[] = []
  if (!Number.isFinite(lat) || lat < -90 || lat > 90) violations.push(violation('lat', StepRule.invalidFormat))
  if (!Number.isFinite(lng) || lng < -180 || lng > 180) violations.push(violation('lng', StepRule.invalidFormat))
  return violations
}
