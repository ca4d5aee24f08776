/**
 * Renders a landing page to HTML at build time (scripts/prerender.ts), so that a visitor sees the
 * page at the first paint instead of after the start-up script (performance budget: LCP). The browser then
 * hydrates it (src/main.tsx), so the first render in the browser must give this HTML exactly: what
 * depends on the visitor shows after hydration (src/ui/hydration.ts). Nothing here runs in the browser.
 */
import { I18nProvider } from '@lingui/react'
import { createMemoryHistory, createRouter, RouterProvider } from '@tanstack/react-router'
import { renderToString } from 'react-dom/server'
import type { Locale } from './domain/routes'
import { i18n, loadCatalogsFor } from './app/i18n'
import { authActor, rootActor, startSystem } from './app/system'
import { routeTree } from './routeTree.gen'

/** The HTML of the app's root element for a path, as a guest sees it before any script runs. */
export async function renderPage(locale: Locale, path: string): Promise<string> {
  startSystem()
  await loadCatalogsFor(locale, path)
  const router = createRouter({
    routeTree,
    // The server-side router canonicalises '/es/' to '/es' (a redirect): render the canonical path.
    history: createMemoryHistory({ initialEntries: [path.length > 1 ? path.replace(/\/$/, '') : path] }),
    context: { rootActor, authActor },
  })
  await router.load()
  return renderToString(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  )
}
