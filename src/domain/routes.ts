/**
 * The product's route names and their paths under the locale prefix.
 * Machines speak in route names; `src/app/navigation.ts` turns them into URLs.
 */
export const ROUTES = {
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
  // Named flow routes that the server's steps lead to.
  reference: '/flow/reference',
  details: '/flow/details',
  'document-verification': '/flow/document-verification',
  payment: '/flow/payment',
  'facebook-login': '/flow/facebook-login',
  'direct-debit-information': '/flow/direct-debit-information',
} as const

export type RouteName = keyof typeof ROUTES

export const LOCALES = ['es', 'en'] as const
export type Locale = (typeof LOCALES)[number]
export const DEFAULT_LOCALE: Locale = 'es'

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A locale parameter as the app uses it: the locale when it is one, the default otherwise. */
export function asLocale(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** The locale of a path of the site, its first segment (`/es/...`); the default otherwise. */
export function localeOfPath(pathname: string): Locale {
  return asLocale(pathname.split('/')[1])
}

/** The URL of a named route in a locale: `/es/preguntas-frecuentes`. */
export function pathFor(name: RouteName, locale: Locale): string {
  const path = ROUTES[name]
  return path === '/' ? `/${locale}/` : `/${locale}${path}`
}

/** Every distinct path of the product, for tests and the server's fallback. */
export const ALL_PATHS: readonly string[] = [...new Set(Object.values(ROUTES))]

/** The registration screens in the order a new client walks them. */
export const REGISTRATION_STEPS = [
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
] as const satisfies readonly RouteName[]

/** Total steps of the flow's progress bar. */
export const TOTAL_STEPS = 100

/**
 * The progress bar's percent while the flow has not reported one: each registration screen
 * stands for an equal share of the total steps; outside registration there is no bar.
 */
export function registrationProgress(name: RouteName | undefined): number | null {
  const steps: readonly RouteName[] = REGISTRATION_STEPS
  const index = name === 'registration' ? 0 : name ? steps.indexOf(name) : -1
  if (index < 0) return null
  return Math.round(((index + 1) / steps.length) * TOTAL_STEPS)
}

/**
 * A path the login page may send the user back to: one of the product's own pages (a locale
 * prefix, no scheme, no protocol-relative `//`, not the login page itself). Anything else is
 * dropped, so a crafted link cannot bounce a user to another site.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null
  const match = /^\/([a-z]{2})(\/[^\\]*)?$/.exec(value)
  if (!match || !isLocale(match[1]) || value.startsWith('//')) return null
  const path = (match[2] ?? '/').split(/[?#]/)[0]!
  if (path === ROUTES.login || path.startsWith(`${ROUTES.login}/`) || path.includes('//')) return null
  return value
}
