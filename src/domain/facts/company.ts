/** The company and the authorities a Mexican lender must name: part of the product facts (./index.ts). */

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

// Written once for the contacts and the UNE: a page that lists only the contacts (the footer, on
// every first paint) does not carry a read of the other object.
const UNE_EMAIL = 'une@lanaclara.mx'

export const CONTACTS = {
  customerCare: {
    /** Central Mexico time, 24-hour clock. */
    hours: { weekdays: { from: '8:00', to: '20:00' }, saturday: { from: '9:00', to: '14:00' } },
    phone: '55 4161 2020',
    phoneHref: 'tel:+525541612020',
    email: 'ayuda@lanaclara.mx',
  },
  debtCollection: {
    /** Monday to Saturday, central Mexico time. */
    hours: { from: '9:00', to: '18:00' },
    phone: '55 4161 2030',
    phoneHref: 'tel:+525541612030',
    email: 'cobranza@lanaclara.mx',
  },
  une: {
    // The specialised unit (UNE) that every Mexican financial entity must publish.
    email: UNE_EMAIL,
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
  /** Monday to Friday, central Mexico time. */
  hours: { from: '9:00', to: '18:00' },
  phone: '55 4161 2040',
  phoneHref: 'tel:+525541612040',
  email: UNE_EMAIL,
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
  /** The article of the Ley General de Organizaciones y Actividades Auxiliares del Crédito under which the CNBV supervises a SOFOM, E.N.R. */
  supervisionArticle: 56,
} as const
