import { DEFAULT_LOCALE, isLocale, type Locale } from '../domain/routes'

/** The route's locale parameter, already checked by the locale route; the default otherwise. */
export function asLocale(value: string | undefined): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}
