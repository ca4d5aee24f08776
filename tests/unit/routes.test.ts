import { describe, expect, it } from 'vitest'
import {
  ALL_PATHS,
  asLocale,
  DEFAULT_LOCALE,
  isLocale,
  localeOfPath,
  pathFor,
  registrationProgress,
  REGISTRATION_STEPS,
  ROUTES,
  safeReturnPath,
  TOTAL_STEPS,
  type RouteName,
} from '../../src/domain/routes'

describe('route names', () => {
  it('put every route under the locale prefix', () => {
    expect(pathFor('home', 'es')).toBe('/es/')
    expect(pathFor('faq', 'es')).toBe('/es/preguntas-frecuentes')
    expect(pathFor('registration-address', 'en')).toBe('/en/registration/address')
  })
  it('name the flow routes the server steps lead to', () => {
    for (const name of [
      'login',
      'reference',
      'details',
      'document-verification',
      'payment',
      'facebook-login',
      'direct-debit-information',
    ] as const) {
      expect(ROUTES[name]).toMatch(/^\//)
    }
  })
  it('list each path once', () => {
    expect(new Set(ALL_PATHS).size).toBe(ALL_PATHS.length)
  })
})

describe('registrationProgress', () => {
  it('is the share of the total steps reached on each registration screen', () => {
    expect(registrationProgress('registration')).toBe(TOTAL_STEPS / REGISTRATION_STEPS.length)
    expect(registrationProgress('registration-summary')).toBe(TOTAL_STEPS)
    expect(registrationProgress('registration-reference')).toBe(40)
  })
  it('shows no bar outside registration', () => {
    expect(registrationProgress('faq')).toBeNull()
    expect(registrationProgress(undefined)).toBeNull()
  })
})

/*
 * The product's URLs as the product specification names them ("Screens and routes"): links in
 * e-mails, SMS and search results lead to them, so a route's path is never changed by accident.
 */
const PUBLIC_URLS: Record<RouteName, string> = {
  home: '/',
  about: '/sobre-nosotros',
  contacts: '/contactos',
  documents: '/documentos',
  faq: '/preguntas-frecuentes',
  'how-to-pay': '/como-pagar-tu-prestamo',
  'verify-contract': '/verificar-contrato',
  login: '/ingresar',
  print: '/print',
  'dev-flows': '/dev/flows',
  'dev-journey': '/dev/journey',
  flow: '/flow',
  recover: '/recover',
  registration: '/registration',
  'registration-details': '/registration',
  'registration-address': '/registration/address',
  'registration-employment': '/registration/employment',
  'registration-reference': '/registration/reference',
  'registration-id-document-upload': '/registration/id-document-upload',
  'registration-payroll-upload': '/registration/payroll-upload',
  'registration-bank-statement-upload': '/registration/bank-statement-upload',
  'registration-belvo': '/registration/belvo',
  'registration-debit-credit-card': '/registration/debit-credit-card',
  'registration-summary': '/registration/summary',
  'application-apply': '/application/apply',
  'application-loading': '/application/loading',
  'application-offer-increase': '/application/offer-increase',
  'application-offer-decrease': '/application/offer-decrease',
  'application-manual-verification': '/application/manual-verification',
  'application-rejected': '/application/rejected',
  'application-accepted': '/application/accepted',
  'application-accepted-cash': '/application/accepted-cash',
  profile: '/profile',
  'profile-my-loan': '/profile/my-loan',
  'profile-my-loan-print': '/profile/my-loan/print',
  'profile-no-loan': '/profile/no-loan',
  'profile-change-email': '/profile/change-email',
  'profile-change-password': '/profile/change-password',
  'profile-change-phone': '/profile/change-phone',
  reference: '/flow/reference',
  details: '/flow/details',
  'document-verification': '/flow/document-verification',
  payment: '/flow/payment',
  'facebook-login': '/flow/facebook-login',
  'direct-debit-information': '/flow/direct-debit-information',
}

describe('the public URLs', () => {
  it('are the paths the product names, under the locale prefix', () => {
    expect(ROUTES).toEqual(PUBLIC_URLS)
    expect(pathFor('profile-my-loan', 'es')).toBe('/es/profile/my-loan')
  })

  it('are listed once each for the server: the registration start and its details share one', () => {
    expect([...ALL_PATHS].sort()).toEqual([...new Set(Object.values(PUBLIC_URLS))].sort())
    expect(ALL_PATHS).toHaveLength(Object.keys(PUBLIC_URLS).length - 1)
  })
})

describe('the locale of a page', () => {
  it('is Spanish or English, Spanish by default', () => {
    expect(DEFAULT_LOCALE).toBe('es')
    expect(isLocale('es')).toBe(true)
    expect(isLocale('en')).toBe(true)
    expect(isLocale('fr')).toBe(false)
    expect(asLocale('en')).toBe('en')
    expect(asLocale('fr')).toBe('es')
    expect(asLocale(undefined)).toBe('es')
  })

  it("is the path's first segment when it is one", () => {
    expect(localeOfPath('/en/profile')).toBe('en')
    expect(localeOfPath('/es/')).toBe('es')
    expect(localeOfPath('/fr/profile')).toBe('es')
    expect(localeOfPath('/')).toBe('es')
  })
})

describe('the registration progress bar', () => {
  it('advances a tenth of the way on each of the ten registration screens, in order', () => {
    expect(REGISTRATION_STEPS.map((name) => registrationProgress(name))).toEqual([10, 20, 30, 40, 50, 60, 70, 80, 90, 100])
    expect(REGISTRATION_STEPS).toEqual([
      'registration-details',
      'registration-address',
      'registration-employment',
      'registration-reference',
      'registration-id-document-upload',
      'registration-payroll-upload',
      'registration-bank-statement-upload',
      'registration-belvo',
      'registration-debit-credit-card',
      'registration-summary',
    ])
  })

  it('stands at the first screen on the registration start, and shows nothing elsewhere', () => {
    expect(registrationProgress('registration')).toBe(10)
    expect(registrationProgress('home')).toBeNull()
    expect(registrationProgress('application-apply')).toBeNull()
  })
})

describe('the page login may return to, at its edges', () => {
  it('takes a path of up to 2000 characters, and no longer', () => {
    const at = (length: number) => `/es/faq?q=${'a'.repeat(length - '/es/faq?q='.length)}`
    expect(safeReturnPath(at(2000))).toBe(at(2000))
    expect(safeReturnPath(at(2001))).toBeNull()
  })

  it('takes a locale alone, a page with a query or an anchor, and never the login page whatever follows it', () => {
    expect(safeReturnPath('/en')).toBe('/en')
    expect(safeReturnPath('/es/faq#pagos')).toBe('/es/faq#pagos')
    expect(safeReturnPath('/es/faq?from=//mail')).toBe('/es/faq?from=//mail')
    expect(safeReturnPath('/es/faq?next=//')).toBe('/es/faq?next=//')
    expect(safeReturnPath('/es/ingresar#top')).toBeNull()
    expect(safeReturnPath('/es/ingresar/')).toBeNull()
    expect(safeReturnPath('/es/ingresar/otra')).toBeNull()
    expect(safeReturnPath('/es/ingresarx')).toBe('/es/ingresarx')
    expect(safeReturnPath('/esx/profile')).toBeNull()
    expect(safeReturnPath('/es/profile\\x')).toBeNull()
    expect(safeReturnPath('x/es/profile')).toBeNull()
  })
})
