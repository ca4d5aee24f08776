import { I18nProvider } from '@lingui/react'
import { type AnyRouter, RouterProvider } from '@tanstack/react-router'
import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { i18n } from './i18n'
import { integrations } from './integrations/browser'

/**
 * React DOM takes the page: it hydrates a landing page's HTML rendered at build time (for a guest,
 * src/prerender.tsx; what depends on the visitor shows right after, ui/hydration.ts), or renders
 * the app into the root afresh. Both in a transition: React works in slices of a few milliseconds
 * instead of one long task, so the page answers input while it starts (the blocking-time budget).
 */
export function start(container: HTMLElement, router: AnyRouter, how: 'hydrate' | 'render'): void {
  const app = (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <RouterProvider router={router} />
      </I18nProvider>
    </StrictMode>
  )
  if (how === 'render') {
    const root = createRoot(container)
    startTransition(() => root.render(app))
    return
  }
  // Hydration as TanStack Start does it: no suspense boundary above the matches, as on the server.
  router.ssr = { manifest: undefined }
  startTransition(() => {
    hydrateRoot(container, app, {
      // A rendered page that does not match the app's first render is rendered afresh by React: a bug to report.
      onRecoverableError: (error) => {
        console.error(error)
        integrations.errors.capture(error, { page: window.location.pathname })
      },
    })
  })
}
