import { randomUUID } from 'node:crypto'
import type { SignUpRequest, Violation } from '../../api'
import { hashPassword } from '../auth/password'
import type { ClientRow, ConsentKind, NewClient } from '../db'
import { isUniqueViolation, stamp } from '../db'
import { addressCounterKey, record, screen, type Screening } from '../auth/abuse'
import type { Services } from '../services'
import { mexicoDate } from '../pricing/today'
import { ageOn, parseIsoDate } from './birth-date'
import { takenFields, type UniqueField } from './clients'
import { bureauNipMessage, codeAddressCounters, sendCode } from './codes'
import { recordConsents, type ConsentOrigin } from './consents'
import { curpViolation } from './curp'
import { Rule, violation } from './forms'
import { isEmail, normalizeCurp, normalizeEmail, normalizeName, normalizePhone } from './normalize'
import { passwordViolations } from './password-rules'
import { givenNameViolation } from './person-name'

/** Mexican law: only adults borrow. */
const MINIMUM_AGE = 18

/** The sign-up data in the stored spelling, once every rule holds. */
export interface SignUpData {
  language: 'es' | 'en'
  firstName: string
  middleName: string | null
  lastNames: string
  email: string
  phone: string
  curp: string
  birthDate: string
  password: string
  marketing: boolean
}

export type Checked = { ok: true; data: SignUpData } | { ok: false; violations: Violation[] }

/** The sign-up rules that need no database, each broken one as a violation. */
export function checkSignUp(input: SignUpRequest, today: string): Checked {
  const violations: Violation[] = []
  const required = (path: string, value: string) => {
    if (value === '') violations.push(violation(path, Rule.required))
    return value !== ''
  }

  // Names of letters every PDF can print (the shared rule), 2 characters at least.
  const name = (path: string, value: string) => {
    const broken = givenNameViolation(path, value)
    if (broken) violations.push(broken)
  }
  const firstName = normalizeName(input.firstName)
  if (required('firstName', firstName)) name('firstName', firstName)
  const middleName = normalizeName(input.middleName ?? '')
  if (middleName !== '') name('middleName', middleName)
  const lastNames = normalizeName(input.lastNames)
  if (required('lastNames', lastNames)) name('lastNames', lastNames)

  const email = normalizeEmail(input.email)
  if (required('email', email) && !isEmail(email)) violations.push(violation('email', Rule.invalidMail))

  const rawPhone = input.mobilePhone.number.trim()
  const phone = normalizePhone(rawPhone)
  if (required('mobilePhone.number', rawPhone) && !phone) violations.push(violation('mobilePhone.number', Rule.invalidPhone))

  violations.push(...passwordViolations('password', input.password))

  const birthDate = input.birthDate.trim()
  const birthDateValid = required('birthDate', birthDate) && parseIsoDate(birthDate) !== null && birthDate <= today
  if (birthDate !== '' && !birthDateValid) violations.push(violation('birthDate', Rule.invalidDate))
  else if (birthDateValid && ageOn(birthDate, today) < MINIMUM_AGE) violations.push(violation('birthDate', Rule.underAge))

  const curp = normalizeCurp(input.curp)
  if (required('curp', curp)) {
    if (curp.length < 18) violations.push(violation('curp', Rule.minLength))
    else {
      // The CURP spells the birth date: a mismatch means one of the two is wrong. An invalid
      // birth date has its own violation, and nothing to compare with.
      const broken = curpViolation('curp', curp, birthDateValid ? birthDate : null)
      if (broken) violations.push(broken)
    }
  }

  if (!input.consents.terms) violations.push(violation('consents.terms', Rule.required))
  if (!input.consents.privacy) violations.push(violation('consents.privacy', Rule.required))
  if (!input.consents.creditBureau) violations.push(violation('consents.creditBureau', Rule.required))

  if (violations.length > 0 || !phone) return { ok: false, violations }
  return {
    ok: true,
    data: {
      language: input.language ?? 'es',
      firstName,
      middleName: middleName || null,
      lastNames,
      email,
      phone,
      curp,
      birthDate,
      password: input.password,
      marketing: input.consents.marketing === true,
    },
  }
}

const FIELD_PATHS: Record<UniqueField, string> = { email: 'email', mobile_phone: 'mobilePhone.number', curp: 'curp' }

function notUnique(fields: Iterable<UniqueField>): Violation[] {
  return [...fields].map((field) => violation(FIELD_PATHS[field], Rule.notUnique))
}

export type SignUpResult =
  | { ok: true; client: ClientRow }
  | { ok: false; violations: Violation[] }
  | { ok: false; screening: Exclude<Screening, { ok: true }> }

const BUCKET = 'sign_up'

/**
 * Registers a client (status 1, active) and sends a phone verification code to the outbox.
 * The client then logs in with e-mail and password.
 * A form that breaks a rule is answered first, without counting. Then the address is screened:
 * past 300 sign-ups an hour, or 300 codes asked for from it, the sign-up needs a captcha, and a
 * flood is refused; only then is it told whether the e-mail, phone or CURP is taken. A sign-up
 * that created an account or was refused as taken counts against the address; its code counts
 * against the address's code budget and the phone's limits like any other.
 */
export async function signUp(
  services: Services,
  input: SignUpRequest,
  caller: { address: string; captchaToken?: string | undefined; origin: ConsentOrigin },
): Promise<SignUpResult> {
  const now = services.now()
  const checked = checkSignUp(input, mexicoDate(now))
  if (!checked.ok) return checked
  const { data } = checked
  const { limits } = services
  const addressKey = addressCounterKey(caller.address)
  const codes = codeAddressCounters(services, caller.address)
  const screening = await screen(services, {
    refuseWhen: [{ bucket: BUCKET, key: addressKey, limit: limits.signUpFloodPerAddress }, codes.flood],
    captchaWhen: [{ bucket: BUCKET, key: addressKey, limit: limits.signUpCaptchaPerAddress }, codes.captcha],
    captchaToken: caller.captchaToken,
    action: 'signup',
    address: caller.address,
  })
  if (!screening.ok) return { ok: false, screening }
  const counted = () => record(services, [{ bucket: BUCKET, key: addressKey }])
  const unique = { email: data.email, mobile_phone: data.phone, curp: data.curp }
  const taken = await takenFields(services.db, unique)
  if (taken.size > 0) {
    await counted()
    return { ok: false, violations: notUnique(taken) }
  }

  const row: NewClient = {
    uuid: randomUUID(),
    email: data.email,
    mobile_phone: data.phone,
    curp: data.curp,
    password_hash: await hashPassword(data.password, services.passwordCost),
    first_name: data.firstName,
    middle_name: data.middleName,
    last_names: data.lastNames,
    birth_date: data.birthDate,
    language: data.language,
    salary_cycle: null,
    pay_reference_date: null,
    pay_semi_monthly_days: null,
    pay_day_of_month: null,
    consent_terms_at: stamp(now),
    consent_privacy_at: stamp(now),
    consent_credit_bureau_at: stamp(now),
    consent_marketing: data.marketing ? 1 : 0,
    phone_verified_at: null,
    email_verified_at: null,
    created_at: stamp(now),
    updated_at: stamp(now),
  }
  let client: ClientRow
  try {
    client = await services.db.transaction().execute(async (trx) => {
      const created = await trx.insertInto('clients').values(row).returningAll().executeTakeFirstOrThrow()
      // The form's checkboxes; the credit-bureau authorisation is recorded when the phone code
      // (its NIP) is entered, and the column above keeps the instant its checkbox was ticked.
      const kinds: ConsentKind[] = data.marketing ? ['terms', 'privacy', 'marketing'] : ['terms', 'privacy']
      await recordConsents(trx, created.id, kinds, 'checkbox', caller.origin, now)
      return created
    })
  } catch (error) {
    // Two sign-ups with the same e-mail at once: the second one loses here, not with a 500.
    if (!isUniqueViolation(error)) throw error
    const raced = await takenFields(services.db, unique)
    await counted()
    return { ok: false, violations: notUnique(raced.size > 0 ? raced : ['email']) }
  }
  await counted()
  // The phone is verified later with this code (phone/verify). A phone that strangers sent
  // codes to already may be at its limits: the account stands, and the phone step asks again
  // once they allow.
  await sendCode(
    services,
    { channel: 'sms', destination: client.mobile_phone, purpose: 'phone_verification', text: bureauNipMessage },
    caller.address,
    { address: 'screened' },
  )
  return { ok: true, client }
}
