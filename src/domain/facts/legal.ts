import { COMPANY_ADDRESS, CONTACTS } from './company'

/**
 * What the legal texts, the contacts page and the documents state beyond the frame of every page:
 * part of the product facts (./index.ts), apart so the home page's start-up does not carry them.
 */

/**
 * The adhesion contract's registration in CONDUSEF's Registro de Contratos de Adhesión (RECA):
 * printed on the carátula, the contract summary and the agreement.
 */
export const RECA_NUMBER = '15372-439-041873/01-02365-0926'

/** The Unidad Especializada de Atención a Usuarios: who answers complaints, where and when. */
export const UNE = {
  officer: 'Lic. Mariana Robles Ortega',
  address: COMPANY_ADDRESS,
  /** Monday to Friday, central Mexico time. */
  hours: { from: '9:00', to: '18:00' },
  phone: CONTACTS.une.phone,
  phoneHref: CONTACTS.une.phoneHref,
  email: CONTACTS.une.email,
} as const

/**
 * The client's authorisation to consult their credit history with the credit information
 * companies (sociedades de información crediticia): how many years it stays in force, and so how
 * long at least the ERP keeps the text and the record of its acceptance.
 */
export const CREDIT_BUREAU_AUTHORISATION = { validityYears: 3 } as const

/**
 * The periods and hours the legal texts promise, so that the terms, the privacy notice and the
 * contact page state the same ones. Times of day read alike in Spanish and English (24-hour clock).
 */
export const LEGAL_TERMS = {
  /** Business days after signing within which the borrower may cancel the contract. */
  cancellationBusinessDays: 10,
  /** Days of notice before a change to the terms takes effect. */
  termsChangeNoticeDays: 30,
  /** The hours our collectors may contact a borrower. */
  collectionContactHours: { from: '7:00', to: '22:00' },
  /** Business days the UNE takes at most to answer a complaint in writing. */
  uneAnswerBusinessDays: 30,
  /** ARCO requests: business days to answer one, then to apply a favourable answer. */
  arco: { answerBusinessDays: 20, applyBusinessDays: 15 },
} as const
