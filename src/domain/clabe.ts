import { clabe } from 'clabe-validator'
import { bankBrand } from './bank-names'

/**
 * CLABE validation, shared by the front end and the ERP. A CLABE is 18
 * digits: a 3-digit bank code, a 3-digit city (plaza) code, an 11-digit account number and a check
 * digit. The bank and city tables are clabe-validator's (MIT), which embeds Banxico's lists.
 *
 * The checks run in this order and the first failure is the answer, one code per failure:
 * `invalid_length` (not exactly 18 characters), `invalid_characters` (anything but digits),
 * `invalid_checksum` (the 18th digit is not the check digit of the first 17, weights 3, 7, 1
 * repeating), `invalid_bank_code` (not a bank of the table) and `invalid_city_code` (not a plaza of
 * the table). The input is taken as is: strip spaces or a mask before validating.
 */

export const CLABE_LENGTH = 18

export type ClabeErrorCode =
  'invalid_length' | 'invalid_characters' | 'invalid_checksum' | 'invalid_bank_code' | 'invalid_city_code'

export interface ClabeError {
  code: ClabeErrorCode
  message: string
}

export interface ClabeBank {
  code: string
  tag: string
  name: string
}

export type ClabeValidation =
  | { ok: true; clabe: string; bank: ClabeBank; cityCode: string; cityNames: string[]; account: string }
  | { ok: false; error: ClabeError }

const WEIGHTS = [3, 7, 1] as const

/**
 * The check digit of a CLABE's first 17 digits: each digit times its weight (3, 7, 1 repeating),
 * each product taken modulo 10, summed; the check digit is (10 - sum mod 10) mod 10.
 */
export function clabeCheckDigit(first17: string): number {
  if (!/^\d{17}$/.test(first17)) throw new RangeError('A CLABE check digit needs exactly 17 digits')
  let sum = 0
  for (let index = 0; index < 17; index += 1) sum += (Number(first17[index]) * WEIGHTS[index % 3]!) % 10
  return (10 - (sum % 10)) % 10
}

/**
 * The bank of a three-digit code, or undefined; 999 ('N/A') is a placeholder, not a bank. Its name
 * is the one the product shows everywhere (./bank-names.ts).
 */
export function clabeBank(code: string): ClabeBank | undefined {
  if (!/^\d{3}$/.test(code)) return undefined
  const bank = clabe.banksMap[Number(code)]
  if (!bank?.tag || bank.tag === 'N/A' || !bank.name) return undefined
  return { code, tag: bank.tag, name: bankBrand(code, bank.name) }
}

let plazas: Map<number, string[]> | undefined

/** The place names of a three-digit plaza code (several places may share one), or undefined. */
export function clabeCityNames(code: string): string[] | undefined {
  if (!/^\d{3}$/.test(code)) return undefined
  if (!plazas) {
    plazas = new Map()
    for (const [plaza, name] of clabe.cities) plazas.set(plaza, [...(plazas.get(plaza) ?? []), name])
  }
  return plazas.get(Number(code))
}

function failure(code: ClabeErrorCode, message: string): ClabeValidation {
  return { ok: false, error: { code, message } }
}

export function validateClabe(value: string): ClabeValidation {
  if (value.length !== CLABE_LENGTH) return failure('invalid_length', 'Must be exactly 18 digits long')
  if (!/^\d+$/.test(value)) return failure('invalid_characters', 'Must be only numeric digits (no letters)')
  const checkDigit = clabeCheckDigit(value.slice(0, 17))
  if (Number(value[17]) !== checkDigit) {
    return failure('invalid_checksum', `Invalid checksum, last digit should be: ${checkDigit}`)
  }
  const bankCode = value.slice(0, 3)
  const bank = clabeBank(bankCode)
  if (!bank) return failure('invalid_bank_code', `Invalid bank code: ${bankCode}`)
  const cityCode = value.slice(3, 6)
  const cityNames = clabeCityNames(cityCode)
  if (!cityNames) return failure('invalid_city_code', `Invalid city code: ${cityCode}`)
  return { ok: true, clabe: value, bank, cityCode, cityNames, account: value.slice(6, 17) }
}

/** The error code of a CLABE, or undefined when it is valid (for form fields). */
export function clabeError(value: string): ClabeErrorCode | undefined {
  const result = validateClabe(value)
  return result.ok ? undefined : result.error.code
}
