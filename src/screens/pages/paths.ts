import { ROUTES, type Locale } from '../../domain/routes'

type PageRoute =
  'home' | 'about' | 'contacts' | 'documents' | 'faq' | 'how-to-pay' | 'login' | 'print' | 'registration' | 'profile-my-loan'

/** A plain href under the locale prefix: `/es/preguntas-frecuentes`; home is `/es`. */
export function pageHref(locale: Locale, route: PageRoute, search?: string): string {
  const path = ROUTES[route] === '/' ? '' : ROUTES[route]
  return `/${locale}${path}${search ?? ''}`
}
