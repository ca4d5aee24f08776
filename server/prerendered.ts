import { LOCALES, pathFor, type RouteName } from '../src/domain/routes'

/**
 * The landing pages that `npm run build` renders to HTML (scripts/build-web.ts): what a guest sees
 * first, with no private data and nothing that depends on the visitor (login and the first sign-up
 * step are empty forms; a draft kept in the browser fills in once the app runs). The print page names the
 * address it is opened on, and the documents page shows the document its query asks for: both
 * are left to the browser.
 */
export const PRERENDERED_ROUTES = [
  'home',
  'about',
  'contacts',
  'faq',
  'how-to-pay',
  'login',
  'registration',
] as const satisfies readonly RouteName[]

/** Where in the front-end build the rendered pages live. */
export const PRERENDERED_DIR = '_pages'

/** The file of a rendered page, relative to the build: `/es/` → `_pages/es/index.html`. */
export function prerenderedFile(path: string): string {
  const clean = path.replace(/\/+$/, '')
  return `${PRERENDERED_DIR}${clean}/index.html`
}

/** The rendered file for a request path, or null: only the known pages, whatever else is asked. */
export function prerenderedFor(requestPath: string): string | null {
  const clean = requestPath.replace(/\/+$/, '')
  return KNOWN.has(clean) ? prerenderedFile(clean) : null
}

const KNOWN = new Set(LOCALES.flatMap((locale) => PRERENDERED_ROUTES.map((route) => pathFor(route, locale).replace(/\/+$/, ''))))
