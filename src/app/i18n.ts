import { i18n, type Messages } from '@lingui/core'
import { ROUTES, type Locale } from '../domain/routes'

type Catalog = 'messages' | 'pages' | 'screens' | 'popups' | 'dev'

// Vite splits each catalog of each locale into its own chunk, so only the active one loads.
const loaders: Record<Locale, Record<Catalog, () => Promise<{ messages: Messages }>>> = {
  es: {
    messages: () => import('../../locales/es/messages.po'),
    pages: () => import('../../locales/es/pages.po'),
    screens: () => import('../../locales/es/screens.po'),
    popups: () => import('../../locales/es/popups.po'),
    dev: () => import('../../locales/es/dev.po'),
  },
  en: {
    messages: () => import('../../locales/en/messages.po'),
    pages: () => import('../../locales/en/pages.po'),
    screens: () => import('../../locales/en/screens.po'),
    popups: () => import('../../locales/en/popups.po'),
    dev: () => import('../../locales/en/dev.po'),
  },
}

const loaded = new Set<string>()

/**
 * What a catalog brings besides its texts: the `screens` catalog the titles of its screens
 * (./titles.ts, imported here lazily, as the frame has it: not in this start-up step's chunk).
 */
const companions: Partial<Record<Catalog, () => Promise<void>>> = {
  screens: () => import('./titles').then(({ loadScreenTitles }) => loadScreenTitles()),
}

/** Loads a catalog of a locale once and makes the locale active. */
export async function loadCatalog(locale: Locale, catalog: Catalog = 'messages'): Promise<void> {
  const key = `${locale}:${catalog}`
  if (!loaded.has(key)) {
    const [{ messages }] = await Promise.all([loaders[locale][catalog](), companions[catalog]?.()])
    i18n.load(locale, messages)
    loaded.add(key)
  }
  if (i18n.locale !== locale) i18n.activate(locale)
}

const loading = new Map<string, Promise<void>>()

/**
 * A catalog of a locale loaded, as one promise per locale and catalog, for React's `use`: a
 * component that shows texts of a catalog its page may not load suspends until they are there.
 */
export function catalogLoaded(locale: Locale, catalog: Catalog): Promise<void> {
  const key = `${locale}:${catalog}`
  let promise = loading.get(key)
  if (!promise) {
    promise = loadCatalog(locale, catalog)
    loading.set(key, promise)
    // A failed load (offline) is tried again by the next component that asks.
    promise.catch(() => loading.delete(key))
  }
  return promise
}

/**
 * The landing pages, which show only the `messages` catalog (and `pages`, through their own
 * loaders). Every other page of a locale also needs `screens`: sign-up, login, the application
 * and the client area (lingui.config.ts lists their folders).
 */
const LANDING_PATHS = new Set<string>([
  ROUTES.home,
  ROUTES.about,
  ROUTES.contacts,
  ROUTES.documents,
  ROUTES.faq,
  ROUTES['how-to-pay'],
  ROUTES.print,
])

/**
 * The catalogs a path under `/{locale}` shows: `/es/registration` needs `screens`, `/es/` does not;
 * the team's tools under `/dev/` (the flow visualiser) have their own `dev` catalog, which no
 * borrower's page loads, and `screens` for the screens' names its journey overview shows.
 */
export function catalogsFor(pathname: string): Catalog[] {
  const rest = pathname.replace(/^\/[^/]+/, '').replace(/(.)\/$/, '$1') || '/'
  if (rest.startsWith('/dev/')) return ['messages', 'screens', 'dev']
  return LANDING_PATHS.has(rest) ? ['messages'] : ['messages', 'screens']
}

/** Loads every catalog a path shows, side by side, and makes the locale active. */
export async function loadCatalogsFor(locale: Locale, pathname: string): Promise<void> {
  await Promise.all(catalogsFor(pathname).map((catalog) => loadCatalog(locale, catalog)))
}

export { i18n }
