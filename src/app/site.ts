/** The company's public data, shown in the footer, the drawer and the contacts page. */
export const BRAND = 'Lana Clara'
export const LEGAL_NAME = 'Lana Clara, S.A.P.I. de C.V., SOFOM, E.N.R.'

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
  address: 'Av. Insurgentes Sur 1602, piso 4, Crédito Constructor, Benito Juárez, 03940, Ciudad de México',
  social: {
    facebook: 'https://www.facebook.com/lanaclaramx',
    instagram: 'https://www.instagram.com/lanaclaramx',
    tiktok: 'https://www.tiktok.com/@lanaclaramx',
  },
} as const

export const CONDUSEF = {
  phone: '55 5340 0999',
  phoneHref: 'tel:+525553400999',
  web: 'https://www.condusef.gob.mx',
} as const

export interface SiteEnv {
  PROD: boolean
  VITE_RELEASE?: string
  VITE_SCORING_SCRIPT_URL?: string
  VITE_SCORING_SCRIPT_URL_DEV?: string
}

export interface SiteState {
  release: string
  scoringScriptUrl: string | undefined
}

/** Site state: a production build uses only the production scoring-script URL. */
export function siteState(env: SiteEnv): SiteState {
  return {
    release: env.VITE_RELEASE || 'dev',
    scoringScriptUrl:
      (env.PROD ? env.VITE_SCORING_SCRIPT_URL : env.VITE_SCORING_SCRIPT_URL_DEV || env.VITE_SCORING_SCRIPT_URL) || undefined,
  }
}
