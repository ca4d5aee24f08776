import type { AddressRequest, EmploymentRequest, ReferenceRequest, UpdateClientRequest, Violation } from '../../api'
import { cleanIncome, cleanWorkPhone, isNoJobStatus, MONTHLY_INCOME, WORK_PHONE } from '../../src/domain/employment'
import { isPayCycle, isPayDateOption, type PayCycle } from '../../src/domain/pay-dates'
import type { ClientUpdate } from '../db'
import { mexicoToday } from '../pricing/today'
import { isEmploymentStatusKey, listEmploymentPositions } from '../reference/employment'
import { placeName } from '../../src/domain/forms/address'
import { RuleCode } from '../../src/domain/forms/rules'
import { addressMismatch } from '../../src/domain/postal-code'
import { findCity, findCityByName, isRegion, listWards } from '../reference/geography'
import { districtsOfPostalCode, findDistrict } from '../reference/geography/postal-codes'
import type { DetailsPatch } from './details'
import { formPath, Rule } from './forms'
import { normalizeName } from './normalize'
import { givenNameViolation } from './person-name'

/*
 * The rules of the registration steps. Each check returns
 * the columns to write or the violations, one per broken field, with the rule codes of
 * ./forms.ts plus `invalid_choice` (not an id or key of the reference lists) and `invalid_format`.
 */

export const StepRule = { invalidChoice: 'invalid_choice', invalidFormat: 'invalid_format' } as const

/** A violation with any rule code: those of ./forms.ts or of StepRule. */
export function violation(path: string, status: string, message?: string): Violation {
  return { propertyPath: formPath(path), status, ...(message ? { message } : {}) }
}

export type Checked<T> = { ok: true; value: T } | { ok: false; violations: Violation[] }

function result<T>(violations: Violation[], value: () => T): Checked<T> {
  return violations.length > 0 ? { ok: false, violations } : { ok: true, value: value() }
}

const clean = (value: string | null | undefined) => normalizeName(value ?? '')

/** A name's length and letters (src/domain/person-name.ts), as at sign-up; empty is the caller's to judge. */
function nameViolations(path: string, name: string, violations: Violation[]): void {
  const broken = givenNameViolation(path, name)
  if (broken) violations.push(broken)
}

/** Step one: names (at least 2 characters each, of letters, as at sign-up) and the language. */
export function checkBasicDetails(input: UpdateClientRequest): Checked<ClientUpdate> {
  const violations: Violation[] = []
  const firstName = clean(input.firstName)
  const middleName = clean(input.middleName)
  const lastNames = clean(input.lastNames)
  if (firstName === '') violations.push(violation('firstName', Rule.required))
  else nameViolations('firstName', firstName, violations)
  if (middleName !== '') nameViolations('middleName', middleName, violations)
  if (lastNames === '') violations.push(violation('lastNames', Rule.required))
  else nameViolations('lastNames', lastNames, violations)
  return result(violations, () => ({
    first_name: firstName,
    middle_name: middleName === '' ? null : middleName,
    last_names: lastNames,
    ...(input.language ? { language: input.language } : {}),
  }))
}

/**
 * Step two: the address. The ids must be nested in each other (region ⊃ city ⊃ district ⊃ ward),
 * and the postal code, state, municipality and colonia must agree as SEPOMEX's catalogue has them
 * (src/domain/postal-code.ts). For a postal code the catalogue does not know, the municipality may
 * come typed (`municipality`) instead of as an id: it must be one of the state's, by its name.
 */
export function checkAddress(input: AddressRequest): Checked<DetailsPatch> {
  const violations: Violation[] = []
  const regionId = input.regionId.trim()
  const typedCity = clean(input.municipality)
  const districtId = clean(input.districtId)
  const wardId = clean(input.wardId)
  const street = clean(input.street)
  const exterior = clean(input.exteriorNumber)
  const interior = clean(input.interiorNumber)
  const postalCode = input.postalCode.trim()
  const postalCodeValid = /^\d{5}$/.test(postalCode)
  const places = postalCodeValid
    ? districtsOfPostalCode(postalCode).map((district) => ({ cityId: district.cityId, districtId: district.id }))
    : []
  let cityId = input.cityId.trim()
  // The name of the field the municipality came in, to blame it there.
  const cityField = cityId === '' && typedCity !== '' ? 'municipality' : 'cityId'
  if (regionId === '') violations.push(violation('regionId', Rule.required))
  else if (!isRegion(regionId)) violations.push(violation('regionId', StepRule.invalidChoice))
  if (cityField === 'municipality') {
    const named = findCityByName(regionId, typedCity)
    if (placeName(typedCity) !== null) violations.push(violation('municipality', RuleCode.placeCharacters))
    else if (named) cityId = named.id
    else if (isRegion(regionId)) violations.push(violation('municipality', RuleCode.unknownMunicipality))
  } else if (cityId === '') violations.push(violation('cityId', Rule.required))
  else if (findCity(cityId)?.regionId !== regionId) violations.push(violation('cityId', StepRule.invalidChoice))
  if (districtId !== '' && findDistrict(districtId)?.cityId !== cityId) {
    violations.push(violation('districtId', StepRule.invalidChoice))
  }
  if (wardId !== '' && !listWards(districtId)?.some((ward) => ward.id === wardId))
    violations.push(violation('wardId', StepRule.invalidChoice))
  if (postalCode === '') violations.push(violation('postalCode', Rule.required))
  else if (!postalCodeValid) violations.push(violation('postalCode', StepRule.invalidFormat))
  // Whether the parts agree is asked of parts that are each right; a wrong one already has its violation.
  if (violations.length === 0) {
    const mismatch = addressMismatch({ regionId, cityId, districtId, postalCode }, places)
    if (mismatch) violations.push(violation(mismatch.field === 'cityId' ? cityField : mismatch.field, mismatch.code))
  }
  if (street === '') violations.push(violation('street', Rule.required))
  else if (street.length < 2) violations.push(violation('street', Rule.minLength))
  if (exterior === '') violations.push(violation('exteriorNumber', Rule.required))
  return result(violations, () => ({
    region_id: regionId,
    city_id: cityId,
    district_id: districtId === '' ? null : districtId,
    ward_id: wardId === '' ? null : wardId,
    street,
    exterior_number: exterior,
    interior_number: interior === '' ? null : interior,
    postal_code: postalCode,
  }))
}

export interface EmploymentChange {
  details: DetailsPatch
  client: ClientUpdate
}

/**
 * Step three: employment, income (as Mexicans write it, stored in whole pesos of 1..6 digits), work
 * phone (ten digits), pay dates. A status without a job (src/domain/employment.ts) needs no
 * position, company or work phone, and none is stored for it.
 */
export function checkEmployment(input: EmploymentRequest, now: Date): Checked<EmploymentChange> {
  const violations: Violation[] = []
  const status = input.employmentStatus.trim()
  const noJob = isNoJobStatus(status)
  const position = noJob ? '' : input.position.trim()
  const company = noJob ? '' : clean(input.companyName)
  const workPhone = noJob ? '' : cleanWorkPhone(input.workPhone)
  const income = cleanIncome(input.monthlyIncome)
  const payDates = input.payDates.trim()
  if (status === '') violations.push(violation('employmentStatus', Rule.required))
  else if (!isEmploymentStatusKey(status)) violations.push(violation('employmentStatus', StepRule.invalidChoice))
  if (!noJob) {
    if (position === '') violations.push(violation('position', Rule.required))
    else if (!isEmploymentStatusKey(status) || !listEmploymentPositions(status).some((item) => item.key === position)) {
      violations.push(violation('position', StepRule.invalidChoice))
    }
    if (company === '') violations.push(violation('companyName', Rule.required))
    else if (company.length < 2) violations.push(violation('companyName', Rule.minLength))
    if (workPhone === '') violations.push(violation('workPhone', Rule.required))
    else if (!WORK_PHONE.test(workPhone)) violations.push(violation('workPhone', Rule.invalidPhone))
  }
  if (income === '') violations.push(violation('monthlyIncome', Rule.required))
  else if (!MONTHLY_INCOME.test(income)) violations.push(violation('monthlyIncome', StepRule.invalidFormat))
  const cycle: PayCycle | null = isPayCycle(input.salaryCycle) ? input.salaryCycle : null
  if (payDates === '') violations.push(violation('payDates', Rule.required))
  else if (!cycle || !isPayDateOption(cycle, payDates, mexicoToday(now))) violations.push(violation('payDates', Rule.invalidDate))
  return result(violations, () => ({
    details: {
      employment_status: status,
      employment_position: noJob ? null : position,
      company_name: noJob ? null : company,
      work_phone: noJob ? null : workPhone,
      monthly_income_cents: Number(income) * 100,
    },
    client: { salary_cycle: cycle, ...payColumns(cycle!, payDates) },
  }))
}

/** Where the pay-date option goes on `clients` (0001): a date, a day of the month or a pair. */
function payColumns(cycle: PayCycle, value: string): ClientUpdate {
  if (cycle === 'monthly') return { pay_day_of_month: Number(value), pay_semi_monthly_days: null, pay_reference_date: null }
  if (cycle === 'semi_monthly') return { pay_semi_monthly_days: value, pay_day_of_month: null, pay_reference_date: null }
  return { pay_reference_date: value, pay_day_of_month: null, pay_semi_monthly_days: null }
}

/** Step four: a relative's full name (two words at least, of letters) and phone (ten digits, not the client's). */
export function checkReference(input: ReferenceRequest, ownPhone: string): Checked<DetailsPatch> {
  const violations: Violation[] = []
  const fullName = clean(input.fullName)
  const rawPhone = input.phone.trim()
  const phone = /^\d{10}$/.test(rawPhone.replace(/[\s()-]/g, '')) ? rawPhone.replace(/[\s()-]/g, '') : null
  if (fullName === '') violations.push(violation('fullName', Rule.required))
  else if (fullName.split(' ').length < 2)
    violations.push(violation('fullName', Rule.minLength, 'Give at least a first name and a last name.'))
  else nameViolations('fullName', fullName, violations)
  if (rawPhone === '') violations.push(violation('phone', Rule.required))
  else if (!phone) violations.push(violation('phone', Rule.invalidPhone))
  else if (phone === ownPhone) violations.push(violation('phone', Rule.notUnique, "The relative's phone cannot be your own."))
  return result(violations, () => ({ relative_full_name: fullName, relative_phone: phone }))
}
