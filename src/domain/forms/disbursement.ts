import * as z from 'zod/mini'
import { CARD_LENGTH, expiryNotPast, luhnValid } from '../card'
import { validateClabe, type ClabeErrorCode } from '../clabe'
import { toWireDate } from '../dates'
import { normalizeName } from '../identifier'
import { personName } from './fields'
import { crossCheck, firstBroken, matches, minLength, maxLength, required, RuleCode, text, type Rule } from './rules'

/*
 * Registration step `/registration/debit-credit-card`: where the loan is paid
 * out, a debit card or a CLABE. The output is what the ERP's calls take (bank/saveAccountNumber,
 * direct-debit/debit-credit-card): digits only, expiry month and year as numbers.
 */

/** Card digits without the spaces of the bank card mask (or dashes people paste). */
export const cleanCardNumber = (value: string) => value.replace(/[\s-]/g, '')

const CARD_DIGITS = new RegExp(`^\\d{${CARD_LENGTH}}$`)

/** Card number rules on the cleaned value: exactly 16 digits, then the Luhn check. */
export const CARD_NUMBER_RULES: readonly Rule<string>[] = [
  required,
  matches(CARD_DIGITS, RuleCode.cardLength),
  (value) => (luhnValid(value) ? null : RuleCode.invalidCard),
]

export const cardNumberField = () => text(CARD_NUMBER_RULES, cleanCardNumber)

/** The rule code of each CLABE failure of src/domain/clabe.ts: the ERP's own codes. */
const CLABE_RULE: Record<ClabeErrorCode, RuleCode> = {
  invalid_length: RuleCode.clabeLength,
  invalid_characters: RuleCode.clabeCharacters,
  invalid_checksum: RuleCode.clabeChecksum,
  invalid_bank_code: RuleCode.clabeBank,
  invalid_city_code: RuleCode.clabeCity,
}

/**
 * CLABE rules on the value without spaces, in this order: exactly 18 characters,
 * digits only, the check digit (weights 3, 7, 1), a known bank code, a known city code (tables of
 * clabe-validator, through src/domain/clabe.ts), then the bank among `allowedBankCodes`: the
 * lender's whitelist, the values of the bank list call (GET /web/public/bank).
 */
export function clabeRules(allowedBankCodes: readonly string[]): Rule<string>[] {
  const allowed = new Set(allowedBankCodes)
  return [
    required,
    (value) => {
      const checked = validateClabe(value)
      return checked.ok ? null : CLABE_RULE[checked.error.code]
    },
    (value) => (allowed.has(value.slice(0, 3)) ? null : RuleCode.clabeBankNotAllowed),
  ]
}

export const clabeField = (allowedBankCodes: readonly string[]) =>
  text(clabeRules(allowedBankCodes), (value) => value.replace(/\s/g, ''))

/** The CLABE form; the field is named as bank/saveAccountNumber names it. */
export function clabeSchema(allowedBankCodes: readonly string[]) {
  return z.object({ accountNumber: clabeField(allowedBankCodes) })
}

const EXPIRY_MONTH: Rule<string>[] = [required, matches(/^(0?[1-9]|1[0-2])$/, RuleCode.invalidDate)]
const EXPIRY_YEAR: Rule<string>[] = [required, matches(/^\d{4}$/, RuleCode.invalidDate)]

/** A month or year picked in a select (a string), as the number the ERP takes. */
const expiryPart = (rules: Rule<string>[]) =>
  z.pipe(
    text(rules),
    z.transform((value: string) => Number(value)),
  )

/**
 * The debit card form: number, expiry month and year (not past on `today`, else `card_expired` on
 * the month, as the ERP says it) and the holder's name as printed.
 */
export function debitCardSchema(today: Date) {
  return z
    .object({
      cardNumber: cardNumberField(),
      expiryMonth: expiryPart(EXPIRY_MONTH),
      expiryYear: expiryPart(EXPIRY_YEAR),
      holder: text([required, minLength(2), maxLength(100), personName], normalizeName),
    })
    .check(
      crossCheck(({ expiryMonth, expiryYear }) =>
        firstBroken(String(expiryMonth), EXPIRY_MONTH) === null &&
        firstBroken(String(expiryYear), EXPIRY_YEAR) === null &&
        !expiryNotPast(expiryMonth, expiryYear, toWireDate(today))
          ? { path: ['expiryMonth'], code: RuleCode.cardExpired }
          : null,
      ),
    )
}

/** Card or CLABE (the disbursement kinds), as the screen's choice says. */
export function disbursementSchema(today: Date, allowedBankCodes: readonly string[]) {
  return z.discriminatedUnion('kind', [
    z.extend(debitCardSchema(today), { kind: z.literal('card') }),
    z.extend(clabeSchema(allowedBankCodes), { kind: z.literal('clabe') }),
  ])
}
