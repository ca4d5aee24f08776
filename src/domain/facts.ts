import { chargesFor } from './pricing/charges'
import { catOfSingleRepayment, DAYS_PER_YEAR } from './pricing/cat'
import { EXTENSION_DAYS, PRICE_LISTS, VAT_BP, type SequenceType } from './pricing/rates'

/**
 * The product's facts: the one place every figure and name the site, the documents, the e-mails
 * and the SMS state comes from, shared by the app and the ERP. A page or a PDF interpolates these
 * (or figures the pricing code computes from them); a legal text never types a figure of its own,
 * and tests/unit/legal-figures.test.ts fails on a digit in one. Changing a fact here changes
 * every text that states it.
 */

// ---------------------------------------------------------------------------------------------
// The company and the authorities a Mexican lender must name.

export const BRAND = 'Lana Clara'
export const LEGAL_NAME = 'Lana Clara, S.A.P.I. de C.V., SOFOM, E.N.R.'
/** What "SOFOM, E.N.R." stands for, spelled out where the regulator asks for it. */
export const SOFOM_WORDING = 'Sociedad Financiera de Objeto Múltiple, Entidad No Regulada'
export const COMPANY_ADDRESS = 'Av. Insurgentes Sur 1602, piso 4, Crédito Constructor, Benito Juárez, 03940, Ciudad de México'

/**
 * The adhesion contract's registration in CONDUSEF's Registro de Contratos de Adhesión (RECA):
 * printed on the carátula, the contract summary and the agreement.
 */
export const RECA_NUMBER = '15372-439-041873/01-02365-0926'

export const CONTACTS = {
  customerCare: {
    phone: '55 4161 2020',
    phoneHref: 'tel:+525541612020',
    email: 'ayuda@lanaclara.mx',
  },
  debtCollection: {
    phone: '55 4161 2030',
    phoneHref: 'tel:+525541612030',
    email: 'cobranza@lanaclara.mx',
  },
  une: {
    // The specialised unit (UNE) that every Mexican financial entity must publish.
    email: 'une@lanaclara.mx',
  },
  privacy: {
    // Where the holder of personal data exercises the ARCO rights.
    email: 'privacidad@lanaclara.mx',
  },
  address: COMPANY_ADDRESS,
  social: {
    facebook: 'https://www.facebook.com/lanaclaramx',
    instagram: 'https://www.instagram.com/lanaclaramx',
    tiktok: 'https://www.tiktok.com/@lanaclaramx',
  },
} as const

/** The Unidad Especializada de Atención a Usuarios: who answers complaints, where and when. */
export const UNE = {
  officer: 'Lic. Mariana Robles Ortega',
  address: COMPANY_ADDRESS,
  /** Opening hours as a person reads them. */
  hours: 'lunes a viernes de 9:00 a 18:00 h',
  phone: '55 4161 2040',
  phoneHref: 'tel:+525541612040',
  email: CONTACTS.une.email,
} as const

export const CONDUSEF = {
  phone: '55 5340 0999',
  phoneHref: 'tel:+525553400999',
  /** The free national line. */
  freePhone: '800 999 8080',
  freePhoneHref: 'tel:+528009998080',
  web: 'https://www.condusef.gob.mx',
} as const

/** The Buró de Entidades Financieras, CONDUSEF's public record of every lender's conduct. */
export const BURO_ENTIDADES = {
  web: 'https://www.buro.gob.mx',
} as const

/**
 * The client's authorisation to consult their credit history with the credit information
 * companies (sociedades de información crediticia): how many years it stays in force, and so how
 * long at least the ERP keeps the text and the record of its acceptance.
 */
export const CREDIT_BUREAU_AUTHORISATION = { validityYears: 3 } as const

// ---------------------------------------------------------------------------------------------
// What may be borrowed, and for how long.

/**
 * The amount limits in whole pesos, the ERP's calculator config (`GET .../calculator/config`):
 * first loans from `minMainLoan` to the new-client ceiling, repeated ones up to `amountTo`,
 * additional loans (beside an active one) from `minAdditionLoan`. Amounts are multiples of
 * `interval`.
 */
export const AMOUNT_LIMITS = {
  minMainLoan: 1000,
  amountTo: 10000,
  minAdditionLoan: 500,
  interval: 100,
  firstLoanMax: 5000,
} as const

/** The amount range of each kind of loan, in whole pesos. */
export const AMOUNT_RANGES: Readonly<Record<SequenceType, { min: number; max: number }>> = {
  first: { min: AMOUNT_LIMITS.minMainLoan, max: AMOUNT_LIMITS.firstLoanMax },
  repeated: { min: AMOUNT_LIMITS.minMainLoan, max: AMOUNT_LIMITS.amountTo },
  additional: { min: AMOUNT_LIMITS.minAdditionLoan, max: AMOUNT_LIMITS.amountTo },
}

/**
 * The term rule (src/domain/pay-dates.ts applies it): a loan is due on the borrower's first pay
 * date at least `minDays` after today. The longest term that rule gives is a monthly pay day
 * just missed: `minDays` − 1 days to it, then the longest month, so `maxDays`. A test of the pay
 * dates holds every due date inside these bounds.
 */
export const TERM_DAYS = { min: 7, max: 37 } as const

/** The lengths an extension (prórroga) may take, in days. */
export const EXTENSION_LENGTHS = EXTENSION_DAYS

// ---------------------------------------------------------------------------------------------
// What a loan costs.

export { PRICE_LISTS, VAT_BP }

/**
 * Late payment. From the day after the due date, while something remains unpaid, the ERP adds
 * moratorium interest day by day on the principal still owed, plus IVA. It stops growing when it
 * reaches the principal: a late borrower never owes more in late interest than they borrowed.
 * There is no late fee: the moratorium interest is the one cost of paying late, never a fee on
 * top of it for the same delay.
 */
export const LATE_PAYMENT = {
  /** Moratorium interest per day on the principal owed, basis points (100 = 1.0% a day). */
  interestPerDayBp: 100,
  /** A fixed fee for paying late, centavos. */
  lateFeeCents: 0,
} as const

/** An annual rate in percent from a daily one in basis points, on the 360-day commercial year. */
export function annualPercentOfDaily(perDayBp: number): number {
  return (perDayBp * DAYS_PER_YEAR) / 100
}

/** The annual ordinary interest rate of each price list, percent, before IVA. */
export function ordinaryAnnualPercent(sequenceType: SequenceType): number {
  return annualPercentOfDaily(PRICE_LISTS[sequenceType].interestPerDayBp)
}

/** The annual moratorium rate, percent, before IVA. */
export const LATE_ANNUAL_PERCENT = /* @__PURE__ */ annualPercentOfDaily(LATE_PAYMENT.interestPerDayBp)

/**
 * The CAT promedio every advertised rate or cost carries (Banco de México's rules for the CAT):
 * the CAT of the representative loan below, computed by the pricing code, with the day it was
 * calculated and how long it is valid.
 */
export const CAT_DISCLOSURE = {
  representative: { sequenceType: 'first', amount: 3000, termDays: 15 } as const satisfies {
    sequenceType: SequenceType
    amount: number
    termDays: number
  },
  /** yyyy-mm-dd. */
  calculatedOn: '2026-11-01',
  /** yyyy-mm-dd, the last day the figure is valid. */
  validUntil: '2027-04-30',
} as const

/** The CAT promedio in percent with one decimal, sin IVA. */
export function averageCat(): number {
  const { sequenceType, amount, termDays } = CAT_DISCLOSURE.representative
  const charges = chargesFor(amount * 100, termDays, PRICE_LISTS[sequenceType])
  return catOfSingleRepayment(charges.principal, charges.totalWithoutVat, termDays)
}
