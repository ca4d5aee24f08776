/** The company and the authorities a Mexican lender must name: part of the product facts (./index.ts). */

export const BRAND = 'Lana Clara'
export const LEGAL_NAME = 'Lana Clara, S.A.P.I. de C.V., SOFOM, E.N.R.'
/** What "SOFOM, E.N.R." stands for, spelled out where the regulator asks for it. */
export const SOFOM_WORDING = 'Sociedad Financiera de Objeto Múltiple, Entidad No Regulada'
export const COMPANY_ADDRESS = 'Av. Insurgentes Sur 1602, piso 4, Crédito Constructor, Benito Juárez, 03940, Ciudad de México'

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
    // The specialised unit (UNE) that every Mexican financial entity must publish; the rest of
    // its details (officer, address, hours) are UNE in ./legal.ts.
    email: 'une@lanaclara.mx',
    phone: '55 4161 2040',
    phoneHref: 'tel:+525541612040',
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
 * The article of the Ley General de Organizaciones y Actividades Auxiliares del Crédito under which
 * the CNBV supervises a SOFOM, E.N.R., which its legend cites.
 */
export const SUPERVISION_ARTICLE = 56
