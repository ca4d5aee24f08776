import { i18n, type Messages } from '@lingui/core'
import type { Locale } from '../../machines/routes'

type Catalog = 'messages' | 'pages'

// Vite splits each catalog of each locale into its own chunk, so only the active one loads.
const loaders: Record<Locale, Record<Catalog, () => Promise<{ messages: Messages }>>> = {
  es: {
    messages: () => import('../../locales/es/messages.po'),
    pages: () => import('../../locales/es/pages.po'),
  },
  en: {
    messages: () => import('../../locales/en/messages.po'),
    pages: () => import('../../locales/en/pages.po'),
  },
}

const loaded = new Set<string>()

/** Loads a catalog of a locale once and makes the locale active. */
export async function loadCatalog(locale: Locale, catalog: Catalog = 'messages'): Promise<void> {
  const key = `${locale}:${catalog}`
  if (!loaded.has(key)) {
    const { messages } = await loaders[locale][catalog]()
    i18n.load(locale, messages)
    loaded.add(key)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}

export { i18n }
