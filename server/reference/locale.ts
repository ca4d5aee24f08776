/** The languages reference titles answer in: Spanish by default, English on request. */
export type ReferenceLocaleCode = 'es' | 'en'

export const DEFAULT_REFERENCE_LOCALE: ReferenceLocaleCode = 'es'

/** A title in both languages. Proper nouns (places, banks) have one title only. */
export interface Titles {
  es: string
  en: string
}

export function titleIn(titles: Titles, locale: ReferenceLocaleCode = DEFAULT_REFERENCE_LOCALE): string {
  return titles[locale]
}
