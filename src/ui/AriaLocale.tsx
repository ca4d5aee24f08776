import { useLingui } from '@lingui/react'
import type { ReactNode } from 'react'
import { I18nProvider } from 'react-aria-components'

/**
 * react-aria speaks the page's language (its own words, number formats, text direction) inside the
 * components built on it. Each of them provides it (rather than the root for every page), so that
 * a page of plain elements, like the landing pages, never loads react-aria (performance budget).
 */
export function AriaLocale({ children }: { children: ReactNode }) {
  const { i18n } = useLingui()
  return <I18nProvider locale={i18n.locale === 'en' ? 'en-US' : 'es-MX'}>{children}</I18nProvider>
}
